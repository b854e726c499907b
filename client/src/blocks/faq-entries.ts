/**
 * FAQ entries shown on the site (docs/product.md#rules): only those with both a question and an answer,
 * grouped by category in the categories' order; entries without a known category come last.
 */
import type { Faq, FaqCategory } from '#shared/schemas/content.ts';

export interface FaqGroup {
  id: number | null;
  name: string;
  entries: Faq[];
}

export function faqGroups(
  faqs: readonly Faq[],
  categories: readonly FaqCategory[],
  only: number | null,
): FaqGroup[] {
  const complete = faqs.filter((faq) => faq.question?.trim() && faq.answer?.trim());
  const groups: FaqGroup[] = categories
    .filter((category) => only === null || category.id === only)
    .map((category) => ({
      id: category.id,
      name: category.name,
      entries: complete.filter((faq) => faq.category === category.id),
    }));
  if (only === null) {
    const known = new Set(categories.map((c) => c.id));
    groups.push({
      id: null,
      name: 'More questions',
      entries: complete.filter((faq) => faq.category === null || !known.has(faq.category)),
    });
  }
  return groups.filter((group) => group.entries.length > 0);
}

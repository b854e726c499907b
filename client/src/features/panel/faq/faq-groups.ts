/** FAQs grouped by category for the panel: each category in order, then those without one. */
import type { Faq, FaqCategory } from '#shared/schemas/content.ts';

export interface FaqGroup {
  category: FaqCategory | null;
  faqs: Faq[];
}

export function groupFaqs(faqs: readonly Faq[], categories: readonly FaqCategory[]): FaqGroup[] {
  const known = new Set(categories.map((c) => c.id));
  const byPosition = [...faqs].sort((a, b) => a.position - b.position || a.id - b.id);
  const groups: FaqGroup[] = categories.map((category) => ({
    category,
    faqs: byPosition.filter((f) => f.category === category.id),
  }));
  const loose = byPosition.filter((f) => f.category === null || !known.has(f.category));
  if (loose.length > 0) groups.push({ category: null, faqs: loose });
  return groups;
}

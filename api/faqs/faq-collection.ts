/**
 * FAQ entries (docs/product.md#api, bare answers), in their order (`position`; a new one without a
 * position goes last). The answer is rich text, sanitised on write (decision 031); a category must
 * be one of the site's FAQ categories (400 otherwise).
 */

import type { Static } from 'typebox';
import type { Faq } from '#shared/schemas/content.ts';
import type { FaqCreateBodySchema, FaqUpdateBodySchema } from '#shared/schemas/content-requests.ts';
import { defineSiteCollection } from '../collections/site-collection.ts';
import { badRequest } from '../errors/http-error.ts';
import { requireChanges } from '../errors/require-changes.ts';
import { sanitizeRichText } from '../rich-text/rich-text-sanitizer.ts';
import type { Stores } from '../stores.ts';

export interface FaqRow {
  id: number;
  question: string;
  answer: string;
  category_id: number | null;
  position: number;
}

async function assertFaqCategory(stores: Stores, domainId: number, categoryId: number | null | undefined) {
  if (categoryId === undefined || categoryId === null) return;
  const known = await stores.collections['faq-categories'].existingIds(domainId, [categoryId]);
  if (!known.has(categoryId))
    throw badRequest('Unknown FAQ category', { category: ['No such FAQ category on this site'] });
}

export const faqCollection = defineSiteCollection<
  FaqRow,
  Faq,
  Static<typeof FaqCreateBodySchema>,
  Static<typeof FaqUpdateBodySchema>
>({
  table: {
    table: 'faqs',
    columns: ['id', 'question', 'answer', 'category_id', 'position'],
    order: [['position', 'asc']],
    position: 'position',
    copyRefs: { category_id: 'faqCategories' },
  },
  notFound: 'FAQ not found',
  toItem: (row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category_id,
    position: row.position,
  }),
  async created(body, { stores, domainId }) {
    await assertFaqCategory(stores, domainId, body.category);
    return {
      question: body.question.trim(),
      answer: sanitizeRichText(body.answer),
      category_id: body.category ?? null,
      // without a position the store puts it last
      position: body.position,
    };
  },
  update: {
    async changes(body, { stores, domainId }) {
      const { question, answer, category, position } = body;
      const changes = requireChanges({
        question: question?.trim(),
        answer: answer === undefined ? undefined : sanitizeRichText(answer),
        category_id: category,
        position,
      });
      await assertFaqCategory(stores, domainId, category);
      return changes;
    },
  },
});

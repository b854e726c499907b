/** FAQ categories (docs/product.md#api, bare answers), in the order they were made; a removed category's FAQs keep no category. */

import type { Static } from 'typebox';
import type { FaqCategory } from '#shared/schemas/content.ts';
import type { NamedBodySchema } from '#shared/schemas/content-requests.ts';
import { defineSiteCollection } from '../collections/site-collection.ts';

export interface FaqCategoryRow {
  id: number;
  name: string;
}

export const faqCategoryCollection = defineSiteCollection<
  FaqCategoryRow,
  FaqCategory,
  Static<typeof NamedBodySchema>
>({
  table: { table: 'faq_categories', columns: ['id', 'name'], order: [], copyIdsAs: 'faqCategories' },
  notFound: 'FAQ category not found',
  toItem: (row) => row,
  created: (body) => ({ name: body.name.trim() }),
});

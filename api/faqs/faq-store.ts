/**
 * The FAQ's names for the stores of its two collections (faq-collection.ts,
 * faq-category-collection.ts), as the seed and the stores' tests call them. The rows are the one
 * site-scoped store's (api/collections/site-scoped-store.ts).
 */
import type { SiteScopedStores } from '../collections/site-collections.ts';

export type FaqStore = ReturnType<typeof createFaqStore>;

export function createFaqStore(collections: SiteScopedStores) {
  const categories = collections['faq-categories'];
  return {
    listCategories: categories.list,
    addCategory: (domainId: number, name: string) => categories.add(domainId, { name }),
  };
}

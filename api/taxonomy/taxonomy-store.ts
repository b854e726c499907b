/**
 * The taxonomy's names for the stores of its two collections (category-collection.ts,
 * cuisine-tag-collection.ts), as the posts' checks and the stores' tests call them. The rows are the
 * one site-scoped store's (api/collections/site-scoped-store.ts).
 */
import type { SiteScopedStores } from '../collections/site-collections.ts';

export type TaxonomyStore = ReturnType<typeof createTaxonomyStore>;

export function createTaxonomyStore(collections: SiteScopedStores) {
  const categories = collections.categories;
  return {
    listCategories: categories.list,
    /** 409 with `errors.name` when the site has a category of that name, ignoring case */
    addCategory: (domainId: number, name: string) => categories.add(domainId, { name }),
    existingCategoryIds: categories.existingIds,
    existingCuisineTagIds: collections['cuisine-tags'].existingIds,
  };
}

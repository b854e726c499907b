/** Cuisine tags, categories and FAQs of the site (public reads). */
import useSWR from 'swr';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import type { Category, CuisineTag, Faq, FaqCategory } from '#shared/schemas/content.ts';
import { QUIET_READ } from './quiet-swr.ts';

const NO_TAGS: CuisineTag[] = [];
const NO_CATEGORIES: Category[] = [];

/**
 * The site's categories, by name, or undefined until they are read: read at `path` (API.categories,
 * as a block declares it in its reads; null: no read).
 */
export function useCategoryList(path: string | null): Category[] | undefined {
  return useSWR<{ data: Category[] }>(path, QUIET_READ).data?.data;
}

/** The site's categories, by name (none until they are read). */
export function useCategories(enabled = true): Category[] {
  return useCategoryList(enabled ? API.categories : null) ?? NO_CATEGORIES;
}

/** The names of the items with these ids, in the order of the ids (unknown ids left out). */
function namesOf<T extends { id: number }>(
  ids: readonly number[] | undefined,
  items: readonly T[],
  name: (item: T) => string,
): string[] {
  if (!ids) return [];
  return ids.flatMap((id) => {
    const item = items.find((i) => i.id === id);
    return item ? [name(item)] : [];
  });
}

/** Category names of a post's `external_data.categories` (category ids), in the post's order. */
export function categoryNames(ids: readonly number[] | undefined, categories: readonly Category[]): string[] {
  return namesOf(ids, categories, (category) => category.name);
}

export function useCuisineTags(enabled = true): CuisineTag[] {
  return useSWR<{ data: CuisineTag[] }>(enabled ? API.cuisineTags : null, QUIET_READ).data?.data ?? NO_TAGS;
}

/** Cuisine names of a post's `external_data.cuisines` (cuisine tag ids), in the post's order. */
export function cuisineNames(ids: readonly number[] | undefined, tags: readonly CuisineTag[]): string[] {
  return namesOf(ids, tags, (tag) => tag.title);
}

/** The site's FAQs and FAQ categories, read at these paths (an FAQ block's declared reads). */
export function useFaqs(
  paths: { faqs: string; categories: string } = { faqs: API.faqs, categories: API.faqCategories },
): { faqs: Faq[] | undefined; categories: FaqCategory[] | undefined } {
  const faqs = useSWR<Faq[]>(paths.faqs, QUIET_READ).data;
  const categories = useSWR<FaqCategory[]>(paths.categories, QUIET_READ).data;
  return { faqs, categories };
}

/** Cuisine tags and FAQs of the site (public reads). */
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { CuisineTag, Faq, FaqCategory } from '#shared/schemas/content.ts';
import { QUIET_READ } from './quiet-swr.ts';

const NO_TAGS: CuisineTag[] = [];

export function useCuisineTags(enabled = true): CuisineTag[] {
  return useSWR<{ data: CuisineTag[] }>(enabled ? API.cuisineTags : null, QUIET_READ).data?.data ?? NO_TAGS;
}

/** Cuisine names of a post's `external_data.cuisines` (cuisine tag ids), in the post's order. */
export function cuisineNames(ids: readonly number[] | undefined, tags: readonly CuisineTag[]): string[] {
  if (!ids) return [];
  return ids.flatMap((id) => {
    const tag = tags.find((t) => t.id === id);
    return tag ? [tag.title] : [];
  });
}

export function useFaqs(): { faqs: Faq[] | undefined; categories: FaqCategory[] | undefined } {
  const faqs = useSWR<Faq[]>(API.faqs, QUIET_READ).data;
  const categories = useSWR<FaqCategory[]>(API.faqCategories, QUIET_READ).data;
  return { faqs, categories };
}

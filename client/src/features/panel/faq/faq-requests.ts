/**
 * The FAQ's reads and writes (docs/product.md#api; bare answers). Each write revalidates the reads
 * it changes (docs/decisions/040): a question the list, a new category the categories, a deleted
 * category both (its questions lose it).
 */
import { useMemo } from 'react';
import { API } from '#shared/api-paths.ts';
import type { Faq, FaqCategory } from '#shared/schemas/content.ts';
import type { FaqCreateBody, FaqUpdateBody } from '#shared/schemas/content-requests.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';
import { useCacheUpdates, usePanelRead } from '../shell/panel-reads.ts';

export const useFaqs = () => usePanelRead(API.faqs);
export const useFaqCategories = () => usePanelRead(API.faqCategories);

export function useFaqWrites() {
  const { write } = useCacheUpdates();
  return useMemo(
    () => ({
      /** a new question (no id) or the question's new text and category */
      saveFaq: (id: number | undefined, body: FaqCreateBody & FaqUpdateBody) =>
        write(
          () =>
            id === undefined
              ? postJson<Faq>(API.faqs, body)
              : requestJson<Faq>(API.faq(id), { method: 'PATCH', body: JSON.stringify(body) }),
          API.faqs,
        ),
      deleteFaq: (id: number) =>
        write(() => requestJson<{ id: number }>(API.faq(id), { method: 'DELETE' }), API.faqs),
      createFaqCategory: (name: string) =>
        write(() => postJson<FaqCategory>(API.faqCategories, { name }), API.faqCategories),
      deleteFaqCategory: (id: number) =>
        write(
          () => requestJson<{ id: number }>(API.faqCategory(id), { method: 'DELETE' }),
          API.faqs,
          API.faqCategories,
        ),
    }),
    [write],
  );
}

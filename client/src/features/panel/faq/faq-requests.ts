/** FAQ and FAQ category calls (docs/product.md#api; bare answers). */
import { API } from '#shared/api-paths.ts';
import type { Faq, FaqCategory } from '#shared/schemas/content.ts';
import type { FaqCreateBody, FaqUpdateBody } from '#shared/schemas/content-requests.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';

export const createFaq = (body: FaqCreateBody) => postJson<Faq>(API.faqs, body);
export const updateFaq = (id: number, body: FaqUpdateBody) =>
  requestJson<Faq>(API.faq(id), { method: 'PATCH', body: JSON.stringify(body) });
export const deleteFaq = (id: number) => requestJson<{ id: number }>(API.faq(id), { method: 'DELETE' });
export const createFaqCategory = (name: string) => postJson<FaqCategory>(API.faqCategories, { name });
export const deleteFaqCategory = (id: number) =>
  requestJson<{ id: number }>(API.faqCategory(id), { method: 'DELETE' });

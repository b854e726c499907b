/** Cuisine tag and category calls (docs/product.md#api, `{data}` answers). */
import { API } from '#shared/api-paths.ts';
import type { Category, CuisineTag } from '#shared/schemas/content.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';

export interface IconData {
  id: string | number;
  name?: string;
  [key: string]: unknown;
}

export const createCuisineTag = (title: string, icon_data: IconData) =>
  postJson<{ data: CuisineTag }>(API.cuisineTags, { title, icon_data });
export const updateCuisineTag = (id: number, title: string, icon_data: IconData) =>
  requestJson<{ data: CuisineTag }>(API.cuisineTag(id), {
    method: 'PUT',
    body: JSON.stringify({ title, icon_data }),
  });
export const deleteCuisineTag = (id: number) =>
  requestJson<{ data: { id: number } }>(API.cuisineTag(id), { method: 'DELETE' });
export const createCategory = (name: string) => postJson<{ data: Category }>(API.categories, { name });
export const deleteCategory = (id: number) =>
  requestJson<{ data: { id: number } }>(API.category(id), { method: 'DELETE' });

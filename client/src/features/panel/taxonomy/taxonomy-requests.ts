/** Cuisine tags and categories: reads and writes (docs/product.md#api, `{data}` answers). */
import { useMemo } from 'react';
import { API } from '#shared/api-paths.ts';
import type { Category, CuisineTag } from '#shared/schemas/content.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';
import { useCacheUpdates, usePanelRead } from '../shell/panel-reads.ts';

export interface IconData {
  id: string | number;
  name?: string;
  [key: string]: unknown;
}

export const useCategories = () => usePanelRead(API.categories);
export const useCuisineTags = () => usePanelRead(API.cuisineTags);

/** Each write revalidates the list it changes (docs/decisions/040). */
export function useTaxonomyWrites() {
  const { write } = useCacheUpdates();
  return useMemo(
    () => ({
      /** a new tag (no id) or the tag's new title and icon */
      saveCuisineTag: (id: number | undefined, title: string, icon_data: IconData) =>
        write(
          () =>
            id === undefined
              ? postJson<{ data: CuisineTag }>(API.cuisineTags, { title, icon_data })
              : requestJson<{ data: CuisineTag }>(API.cuisineTag(id), {
                  method: 'PUT',
                  body: JSON.stringify({ title, icon_data }),
                }),
          API.cuisineTags,
        ),
      deleteCuisineTag: (id: number) =>
        write(
          () => requestJson<{ data: { id: number } }>(API.cuisineTag(id), { method: 'DELETE' }),
          API.cuisineTags,
        ),
      createCategory: (name: string) =>
        write(() => postJson<{ data: Category }>(API.categories, { name }), API.categories),
      deleteCategory: (id: number) =>
        write(
          () => requestJson<{ data: { id: number } }>(API.category(id), { method: 'DELETE' }),
          API.categories,
        ),
    }),
    [write],
  );
}

/**
 * The reads and writes of a site-scoped collection (shared/collections/content-collections.ts,
 * `siteScoped`), made from its declaration: the list at its API path (bare or in `{data}`), a new
 * item by POST, a change by its declared method, a delete. Each write revalidates the list it
 * changes and those its declaration names (`panel.deleteChanges`), whether it succeeded or not
 * (docs/decisions/040: the hook owns the invalidation, no screen calls mutate()).
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import {
  type CollectionSlug,
  type ContentCollection,
  collectionNamed,
} from '#shared/collections/content-collections.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';
import { useCacheUpdates } from '../shell/panel-reads.ts';

/** an item of a site-scoped collection, as its list answers it */
export interface SiteItem {
  id: number;
  [field: string]: unknown;
}

export type SiteItemBody = Record<string, unknown>;

const declarationOf = (slug: CollectionSlug): ContentCollection => collectionNamed(slug);

/** the list path of a collection: the first of its API paths */
export const listPathOf = (slug: CollectionSlug): string => declarationOf(slug).api[0] as string;

function unwrap<T>(slug: CollectionSlug, answer: unknown): T {
  return (declarationOf(slug).siteScoped?.answers === 'data' ? (answer as { data: T }).data : answer) as T;
}

/** the items of a collection, in the order the API lists them; undefined while loading */
export function useSiteItems<Item extends { id: number } = SiteItem>(slug: CollectionSlug) {
  const read = useSWR<unknown>(listPathOf(slug));
  return {
    items: read.data === undefined ? undefined : unwrap<Item[]>(slug, read.data),
    error: read.error as unknown,
  };
}

export function useSiteItemWrites(slug: CollectionSlug) {
  const { write } = useCacheUpdates();
  return useMemo(() => {
    const path = listPathOf(slug);
    const { panel, siteScoped } = declarationOf(slug);
    const alsoChanged = (panel?.deleteChanges ?? []).map((other) => listPathOf(other as CollectionSlug));
    return {
      /** a new item (no id) or the item's changes, by the declared method (`siteScoped.update`) */
      save: async (id: number | undefined, body: SiteItemBody): Promise<SiteItem> =>
        unwrap<SiteItem>(
          slug,
          await write(
            () =>
              id === undefined
                ? postJson<unknown>(path, body)
                : requestJson<unknown>(`${path}/${id}`, {
                    method: siteScoped?.update ?? 'PATCH',
                    body: JSON.stringify(body),
                  }),
            path,
          ),
        ),
      remove: (id: number) =>
        write(() => requestJson<unknown>(`${path}/${id}`, { method: 'DELETE' }), path, ...alsoChanged),
    };
  }, [slug, write]);
}

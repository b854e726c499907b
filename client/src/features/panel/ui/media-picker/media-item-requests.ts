/**
 * The calls of one library image: its alt text (`PATCH /api/media/{id}`), the posts and options
 * that show it (`GET /api/media/{id}/usage`, an SWR key) and its deletion (`DELETE`), which empties
 * those places. The writes update the library's reads themselves (docs/decisions/040).
 */
import { useMemo } from 'react';
import { API } from '#shared/api-paths.ts';
import type { Media } from '#shared/schemas/content.ts';
import type { MediaUsageAnswer } from '#shared/schemas/media-requests.ts';
import { requestJson } from '../../../../http/api-client.ts';
import { useCacheUpdates } from '../../shell/panel-reads.ts';
import { isMediaPageKey } from './media-requests.ts';

export type MediaUsage = MediaUsageAnswer['data'];

export const mediaUsagePath = (id: number) => API.mediaUsage(id);

const isPostsKey = (key: unknown) => typeof key === 'string' && key.startsWith(API.posts.create);

export function useMediaWrites() {
  const { write, stale, replace, clear } = useCacheUpdates();
  return useMemo(
    () => ({
      /** the library's pages show the new alt text */
      saveMediaAlt: (id: number, alt: string) =>
        write(
          () =>
            requestJson<{ data: Media }>(API.mediaItem(id), {
              method: 'PATCH',
              body: JSON.stringify({ alt: alt.trim() }),
            }).then((answer) => answer.data),
          isMediaPageKey,
        ),
      /**
       * The item is gone and the posts that showed it changed: nothing may read the old answers.
       * `gone` runs once the API has deleted it and before the reads are updated, so a screen
       * forgets the item first and nothing asks for it again (a 404).
       */
      deleteMedia: async (id: number, gone?: () => void) => {
        const { data } = await requestJson<{ data: { id: number } }>(API.mediaItem(id), { method: 'DELETE' });
        gone?.();
        await replace(API.mediaItem(id), undefined);
        await clear(isPostsKey);
        await stale(isMediaPageKey);
        return data;
      },
    }),
    [write, stale, replace, clear],
  );
}

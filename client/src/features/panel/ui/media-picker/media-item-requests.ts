/**
 * The calls of one library image: its alt text (`PATCH /api/media/{id}`), the posts and options
 * that show it (`GET /api/media/{id}/usage`, an SWR key) and its deletion (`DELETE`), which empties
 * those places.
 */
import { API } from '#shared/api-paths.ts';
import type { Media } from '#shared/schemas/content.ts';
import type { MediaUsageAnswer } from '#shared/schemas/media-requests.ts';
import { requestJson } from '../../../../http/api-client.ts';

export type MediaUsage = MediaUsageAnswer['data'];

export const mediaUsagePath = (id: number) => API.mediaUsage(id);

export const saveMediaAlt = (id: number, alt: string) =>
  requestJson<{ data: Media }>(API.mediaItem(id), {
    method: 'PATCH',
    body: JSON.stringify({ alt: alt.trim() }),
  }).then((answer) => answer.data);

export const deleteMedia = (id: number) =>
  requestJson<{ data: { id: number } }>(API.mediaItem(id), { method: 'DELETE' }).then(
    (answer) => answer.data,
  );

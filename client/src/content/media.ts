/**
 * A media item by id (post media slots and blocks hold ids only, docs/product.md#rules), read with
 * `GET /api/media/{id}`. Quiet: an image that cannot be resolved leaves its slot empty.
 */
import useSWR from 'swr';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import type { Media } from '#shared/schemas/content.ts';
import { QUIET_READ } from './quiet-swr.ts';

export function useMediaItem(id: number | null | undefined): Media | undefined {
  const valid = typeof id === 'number' && Number.isInteger(id) && id > 0;
  return useSWR<{ data: Media }>(valid ? API.mediaItem(id) : null, QUIET_READ).data?.data;
}

/**
 * A media item by id (post media slots and blocks hold ids only, docs/product.md#rules), read with
 * `GET /api/media/{id}`. Quiet: an image that cannot be resolved leaves its slot empty.
 */
import useSWR from 'swr';
import { mediaRead } from '#shared/page-blocks/block-reads.ts';
import type { Media } from '#shared/schemas/content.ts';
import { QUIET_READ } from './quiet-swr.ts';

export function useMediaItem(id: number | null | undefined): Media | undefined {
  // the path blocks declare for their images too (shared/page-blocks/block-reads.ts), which the BFF inlines
  return useSWR<{ data: Media }>(mediaRead(id), QUIET_READ).data?.data;
}

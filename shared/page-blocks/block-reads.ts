/**
 * The API reads a block's render makes, declared with the block (`reads(props)` in
 * `<block>/props.ts`). Each read is an API path: the SWR key the SPA reads it under and the key
 * the BFF inlines its answer under in the page's first paint (server/pages/block-reads.ts), so one
 * function says both. Named, so a renderer takes its keys by name; null where the props make no
 * such read. docs/decisions/038-blocks-declare-their-reads.md.
 */
import { PUBLIC_API as API } from '../public-api-paths.ts';

/** An API path read with GET, or null for none. */
export type BlockRead = string | null;

/** A block's reads by name: one read, or a list of them (a gallery's images). */
export type BlockReads = Readonly<Record<string, BlockRead | readonly BlockRead[]>>;

/** A media, post or category id: a whole number above 0 (what the API stores). */
export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The read of a media item by id (`GET /api/media/{id}`); none for what is no id. */
export function mediaRead(id: unknown): BlockRead {
  return isRecordId(id) ? API.mediaItem(id) : null;
}

/** Every read of `reads`, in their order, without the empty ones. */
export function readPaths(reads: BlockReads): string[] {
  return Object.values(reads)
    .flat()
    .filter((read): read is string => read !== null);
}

/**
 * The JSON of posts as the API answers them, kept per post while its stored row is unchanged.
 * Answering a post costs a `JSON.parse` of its four JSON columns (post-rows.ts) and a pass of
 * the response serializer over the parsed body; for the panel's list of 500 posts that is most of
 * the answer's time (docs/decisions/023). The row is still read from the database on every
 * request: an entry is used only when every column of the row just read is the same as the one
 * it was made from, so a post written by this process, another one or by hand is never answered
 * stale. The JSON comes from the route's own serializer for PostSchema, the same bytes the
 * envelope's serializer writes for each post (post-json.test.ts), so the answers are the same.
 * Bounded by size: the least recently used posts go first.
 */
import { LRUCache } from 'lru-cache';
import type { Post } from '#shared/schemas/content.ts';
import type { PostRow } from '../db/tables.ts';
import { rowToPost } from './post-rows.ts';

/** about how many bytes are kept: each post's JSON and the row it was made from */
export const POST_JSON_CACHE_BYTES = 32 * 1024 * 1024;

export type PostSerializer = (post: Post) => string;

interface Entry {
  row: PostRow;
  json: Buffer;
}

/** whether two rows hold the same values: every column, the JSON ones compared as text */
function sameRow(kept: PostRow, read: PostRow): boolean {
  for (const column in read) {
    if (kept[column as keyof PostRow] !== read[column as keyof PostRow]) return false;
  }
  return true;
}

function bytesOf(entry: Entry): number {
  const { row } = entry;
  // the row's JSON columns, which make most of its size, and the answer's bytes
  const text = row.post_body.length + row.attributes.length + row.media.length + row.external_data.length;
  return entry.json.length + text + row.title.length + row.url.length + 200;
}

const COMMA = Buffer.from(',');
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

export interface PostJsonCache {
  /** the post's answer JSON in UTF-8: `serialize(rowToPost(row))`, or the same bytes kept from before */
  of(row: PostRow, serialize: PostSerializer): Buffer;
  /** `[…]` of the posts' JSON, as the serializer of an array of posts writes it */
  listOf(rows: readonly PostRow[], serialize: PostSerializer): Buffer;
  /** how many posts are kept (tests) */
  readonly size: number;
}

export function createPostJsonCache(maxBytes: number = POST_JSON_CACHE_BYTES): PostJsonCache {
  const kept = new LRUCache<number, Entry>({ maxSize: maxBytes, sizeCalculation: bytesOf });
  const of = (row: PostRow, serialize: PostSerializer): Buffer => {
    const entry = kept.get(row.id);
    if (entry !== undefined && sameRow(entry.row, row)) return entry.json;
    // kept as bytes: a string made by the serializer's many small appends would be walked
    // piece by piece again on every answer that holds it
    const json = Buffer.from(serialize(rowToPost(row)));
    kept.set(row.id, { row, json });
    return json;
  };
  return {
    of,
    listOf(rows, serialize) {
      const parts: Buffer[] = [OPEN];
      for (const row of rows) {
        if (parts.length > 1) parts.push(COMMA);
        parts.push(of(row, serialize));
      }
      parts.push(CLOSE);
      return Buffer.concat(parts);
    },
    get size() {
      return kept.size;
    },
  };
}

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

export type PostSerializer<Value = Post> = (value: Value) => string;

/** The columns of a post read for an answer: all of them, or fewer for a list (post-list-items.ts). */
export type PostColumns = Partial<PostRow> & Pick<PostRow, 'id'>;

/**
 * What is answered of a post: the whole post, or the fields a list answers. `key` tells shapes
 * apart among the kept answers ('' is the whole post).
 */
export interface PostShape<Row extends PostColumns, Value> {
  key: string;
  of(row: Row): Value;
}

export const WHOLE_POST: PostShape<PostRow, Post> = { key: '', of: rowToPost };

interface Entry {
  row: PostColumns;
  json: Buffer;
}

/** whether two rows hold the same values: every column read, the JSON ones compared as text */
function sameRow(kept: PostColumns, read: PostColumns): boolean {
  for (const column in read) {
    if (kept[column as keyof PostRow] !== read[column as keyof PostRow]) return false;
  }
  return true;
}

function bytesOf(entry: Entry): number {
  // the row's text columns (the JSON ones make most of its size) and the answer's bytes
  let text = 0;
  for (const value of Object.values(entry.row)) if (typeof value === 'string') text += value.length;
  return entry.json.length + text + 200;
}

const COMMA = Buffer.from(',');
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

export interface PostJsonCache {
  /** the post's answer JSON in UTF-8: `serialize(shape.of(row))`, or the same bytes kept from before */
  of<Row extends PostColumns, Value>(
    row: Row,
    serialize: PostSerializer<Value>,
    shape: PostShape<Row, Value>,
  ): Buffer;
  /**
   * `[…]` of the posts' JSON, as the serializer of an array of them writes it, between `before`
   * and `after` (the answer's envelope: the whole answer is made in one copy)
   */
  listOf<Row extends PostColumns, Value>(
    rows: readonly Row[],
    serialize: PostSerializer<Value>,
    shape: PostShape<Row, Value>,
    before?: string,
    after?: string,
  ): Buffer;
  /** how many posts are kept (tests) */
  readonly size: number;
}

export function createPostJsonCache(maxBytes: number = POST_JSON_CACHE_BYTES): PostJsonCache {
  const kept = new LRUCache<number | string, Entry>({ maxSize: maxBytes, sizeCalculation: bytesOf });
  const of = <Row extends PostColumns, Value>(
    row: Row,
    serialize: PostSerializer<Value>,
    shape: PostShape<Row, Value>,
  ): Buffer => {
    const key = shape.key === '' ? row.id : `${shape.key}:${row.id}`;
    const entry = kept.get(key);
    if (entry !== undefined && sameRow(entry.row, row)) return entry.json;
    // kept as bytes: a string made by the serializer's many small appends would be walked
    // piece by piece again on every answer that holds it
    const json = Buffer.from(serialize(shape.of(row)));
    kept.set(key, { row, json });
    return json;
  };
  return {
    of,
    listOf(rows, serialize, shape, before = '', after = '') {
      const parts: Buffer[] = [Buffer.from(before), OPEN];
      for (const [i, row] of rows.entries()) {
        if (i > 0) parts.push(COMMA);
        parts.push(of(row, serialize, shape));
      }
      parts.push(CLOSE, Buffer.from(after));
      return Buffer.concat(parts);
    },
    get size() {
      return kept.size;
    },
  };
}

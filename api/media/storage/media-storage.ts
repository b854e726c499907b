/**
 * Where media files are kept (docs/decisions/025): one interface, two implementations — the
 * local folder DATA_DIR/media (local-media-storage.ts, the default) and an S3-compatible bucket
 * (s3-media-storage.ts, when MEDIA_S3_BUCKET is set). Uploads, their copies, deletes, a domain's
 * copy and `/media/…` all go through it.
 *
 * A key is the path of a file below the media root, exactly as its URL names it after `/media/`:
 * `{host}/library/{hashed_name}.webp`, `{host}/library/thumbnails/{hashed_name}.png`. Keys are
 * checked by every implementation: plain segments only (no `..`, no dot files, no empty segment).
 */
import type { Readable } from 'node:stream';

/** A single byte range of a `Range: bytes=…` header: `start-end` (end optional) or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface ReadConditions {
  /** `If-None-Match` as the client sent it: a match answers `not-modified` */
  ifNoneMatch?: string;
  /** `If-Modified-Since`, used only without `ifNoneMatch` */
  ifModifiedSince?: Date;
  /** one range of the object instead of all of it */
  range?: ByteRange;
  /** only the facts, no body (a HEAD request) */
  headOnly?: boolean;
}

/** What an object is, without its bytes. */
export interface MediaObjectFacts {
  /** bytes of the whole object */
  size: number;
  /** an entity tag, quoted as sent in `ETag` (weak or strong) */
  etag: string;
  lastModified: Date;
  /** the type it was stored with, when the storage keeps one */
  contentType: string | undefined;
}

export type MediaRead =
  | { kind: 'missing' }
  | { kind: 'not-modified'; etag: string | undefined; lastModified: Date | undefined }
  | { kind: 'unsatisfiable'; size: number }
  | {
      kind: 'object';
      facts: MediaObjectFacts;
      /** the range served, inclusive, when one was asked and satisfiable */
      range: { start: number; end: number } | undefined;
      /** the bytes, streamed (never read whole into memory); undefined for `headOnly` */
      body: Readable | undefined;
    };

export interface MediaStorage {
  /** `local` or `s3`, for logs and the decision record; nothing branches on it but the folder below */
  readonly kind: 'local' | 's3';
  /**
   * The local storage's folder (DATA_DIR/media): static serving (@fastify/static) and a domain's
   * staged copy (renames) use the file system directly. Undefined for object storage.
   */
  readonly localFolder: string | undefined;
  /** Stores `bytes` at `key` (replacing what was there), private on disk, typed on S3. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Reads an object, honouring conditions and a range the way an HTTP server does. */
  read(key: string, conditions?: ReadConditions): Promise<MediaRead>;
  /** Whether an object is at `key`. */
  exists(key: string): Promise<boolean>;
  /** Removes the objects at `keys`; a key with nothing at it is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key below `prefix` (a folder: ends with `/`, or `''` for all), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Copies one object within the storage; false (and nothing written) when the source is missing. */
  copy(fromKey: string, toKey: string): Promise<boolean>;
  /** Releases connections (the S3 client); the local storage has nothing to release. */
  close(): Promise<void>;
}

/** A storage that failed (unreachable, refused): the API answers 503, never a half-written upload. */
export class MediaStorageError extends Error {
  override name = 'MediaStorageError';
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Whether `key` is a plain relative path of safe segments (a folder prefix may end with `/`). */
export function isSafeKey(key: string, { folder = false } = {}): boolean {
  let path = key;
  if (folder) {
    if (key === '') return true;
    if (!key.endsWith('/')) return false;
    path = key.slice(0, -1);
  }
  return path.split('/').every((segment) => SEGMENT.test(segment) && segment !== '..');
}

export function assertKey(key: string): void {
  if (!isSafeKey(key)) throw new MediaStorageError(`Not a media key: ${JSON.stringify(key)}`);
}

export function assertFolder(prefix: string): void {
  if (!isSafeKey(prefix, { folder: true }))
    throw new MediaStorageError(`Not a media folder: ${JSON.stringify(prefix)}`);
}

/** Whether an `If-None-Match` value matches `etag` (weak comparison, a list or `*`). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** The inclusive bounds of `range` in an object of `size` bytes; undefined when it cannot be served. */
export function rangeBounds(range: ByteRange, size: number): { start: number; end: number } | undefined {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return undefined;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return undefined;
  const end = range.end === undefined ? size - 1 : Math.min(range.end, size - 1);
  return end < range.start ? undefined : { start: range.start, end };
}

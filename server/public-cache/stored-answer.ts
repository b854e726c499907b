/**
 * An answer as the public cache keeps it: the body, its compressed copies (made once when the
 * answer is stored, so a hit never compresses), the entity headers it is served with, an ETag
 * for conditional requests, and what it weighs in the cache's byte budget.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RelayedAnswer } from '../proxy/replaying-proxy.ts';

/** Bodies below this are served as they are (the BFF's compression threshold, app.ts). */
export const COMPRESSED_COPY_MIN_BYTES = 1024;

/** Upstream headers a cached answer is served with; the rest (Date, request id …) are not kept. */
const KEPT_HEADERS = ['content-type', 'content-language', 'cache-control', 'last-modified'] as const;

const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript))/i;

/** a fixed cost per entry beyond its bytes: key, object, headers */
const ENTRY_OVERHEAD_BYTES = 512;

export interface StoredAnswer {
  body: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  headers: Record<string, string>;
  /** the upstream's ETag made weak (a compressed copy is not the same bytes), or a hash of the body */
  etag: string;
  /** its weight in the cache's byte budget */
  size: number;
}

/** A copy with a backing store of its own: a slice of a socket read would keep all of it alive. */
function ownCopy(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

function weak(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

function compressedCopies(body: Buffer, contentType: string | undefined) {
  if (body.length < COMPRESSED_COPY_MIN_BYTES || !contentType || !COMPRESSIBLE.test(contentType))
    return { br: undefined, gzip: undefined };
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gzip = gzipSync(body);
  // a copy that saves nothing is not worth its memory
  return {
    br: br.length < body.length ? br : undefined,
    gzip: gzip.length < body.length ? gzip : undefined,
  };
}

function keptHeaders(answer: RelayedAnswer): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * The previous answer, to keep again, when the new one says exactly the same (body, kept
 * headers, ETag): a refresh that finds nothing new allocates nothing that lives on.
 */
export function sameAnswerAgain(
  previous: StoredAnswer | undefined,
  answer: RelayedAnswer,
): StoredAnswer | undefined {
  if (previous === undefined) return undefined;
  if (!previous.body.equals(answer.bytes)) return undefined;
  const headers = keptHeaders(answer);
  const upstreamEtag = answer.headers.etag;
  if (typeof upstreamEtag === 'string' && weak(upstreamEtag) !== previous.etag) return undefined;
  for (const name of KEPT_HEADERS) if (headers[name] !== previous.headers[name]) return undefined;
  return previous;
}

/**
 * The answer to keep. When the previous answer under the same key had the very same body, its
 * compressed copies and ETag are reused.
 */
export function storedAnswer(answer: RelayedAnswer, previous?: StoredAnswer): StoredAnswer {
  const headers = keptHeaders(answer);
  const upstreamEtag = answer.headers.etag;
  const same = previous?.body.equals(answer.bytes) === true;
  const body = same ? previous.body : ownCopy(answer.bytes);
  const copies = same ? previous : compressedCopies(body, headers['content-type']);
  const etag =
    typeof upstreamEtag === 'string'
      ? weak(upstreamEtag)
      : same
        ? previous.etag
        : `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  headers.etag = etag;
  let size = ENTRY_OVERHEAD_BYTES + body.length + (copies.br?.length ?? 0) + (copies.gzip?.length ?? 0);
  for (const [name, value] of Object.entries(headers)) size += name.length + value.length;
  return { body, br: copies.br, gzip: copies.gzip, headers, etag, size };
}

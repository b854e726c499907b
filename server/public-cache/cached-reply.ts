/**
 * Sending a stored answer: `304 Not Modified` when the browser already holds it (If-None-Match),
 * otherwise the compressed copy the browser accepts (Brotli, then gzip) or the body as it is.
 * `X-BFF-Cache` tells whether it was fresh (`hit`) or served while being refreshed (`stale`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredAnswer } from './stored-answer.ts';

export type CacheState = 'hit' | 'stale' | 'miss';
export const CACHE_STATE_HEADER = 'x-bff-cache';

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** If-None-Match against the answer's ETag, by weak comparison (RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

/** The quality the browser gives an encoding in Accept-Encoding (0: refused or not named). */
function qualityOf(acceptEncoding: string, encoding: string): number {
  let star = 0;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const token = name.trim().toLowerCase();
    if (token !== encoding && token !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    const value = Number.isFinite(quality) ? quality : 0;
    if (token === encoding) return value;
    star = value;
  }
  return star;
}

export function preferredEncoding(
  acceptEncoding: string | undefined,
  answer: Pick<StoredAnswer, 'br' | 'gzip'>,
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const br = answer.br ? qualityOf(acceptEncoding, 'br') : 0;
  const gzip = answer.gzip ? qualityOf(acceptEncoding, 'gzip') : 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredAnswer,
  state: CacheState,
) {
  reply.code(200).headers(answer.headers).header(CACHE_STATE_HEADER, state);
  if (answer.br || answer.gzip) reply.header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding'], answer);
  if (!encoding) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(answer[encoding]);
}

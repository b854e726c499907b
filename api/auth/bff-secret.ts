/**
 * The check of access level `bff` (shared/access-levels.ts): the request carries the secret the
 * BFF and the API share (shared/config/bff-api-secret.ts). Compared in constant time, over
 * SHA-256 digests so that the length of the secret tells nothing either.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { BFF_API_SECRET_HEADER } from '#shared/config/bff-api-secret.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function carriesBffSecret(request: FastifyRequest, secret: string): boolean {
  const given = request.headers[BFF_API_SECRET_HEADER];
  if (typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(secret));
}

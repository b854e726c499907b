/**
 * Every write to a site through this BFF — PUT, POST, PATCH or DELETE under `/api/`, the
 * clear-cache call included, through either proxy path — forgets the public cache's answers of
 * that site before its own answer leaves, so the writer's next read (and everyone's) sees it.
 * A write the API refused (4xx: nothing changed; the BFF's own CSRF refusal never reached it)
 * forgets nothing; a write that failed or timed out (5xx) does, since it may have been applied.
 * A write whose browser went away before its answer does as well.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicCache } from './public-cache.ts';

const WRITE_METHODS = new Set(['PUT', 'POST', 'PATCH', 'DELETE']);

function isWriteToSite(request: FastifyRequest): boolean {
  return WRITE_METHODS.has(request.method) && request.site !== '' && request.url.startsWith('/api/');
}

export function invalidatePublicCacheOnWrites(app: FastifyInstance, cache: PublicCache) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (!refused && isWriteToSite(request)) cache.invalidate(request.site);
    done(null, payload);
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (isWriteToSite(request)) cache.invalidate(request.site);
    done();
  });
}

/**
 * The one rule for what a write makes the BFF forget (docs/decisions/037-one-bff-cache.md), in its
 * one cache (caching/bff-cache.ts), which holds the public answers (public-cache/) and the reads
 * pages are written from (pages/site-pages.ts):
 *
 * - which writes: PUT, POST, PATCH or DELETE under the API paths of a collection shown to visitors
 *   (shared/collections/content-collections.ts, the clear-cache call included) — never a sign-in,
 *   an account change or a visitor's form, which change nothing a visitor reads;
 * - which answers: any but a refusal (4xx: nothing changed; the BFF's own CSRF refusal never
 *   reached the API); a write that failed or timed out (5xx) may have been applied, and so may one
 *   whose browser went away before its answer (the BFF then abandons the upstream call, which the
 *   API may already have carried out): both forget too. A write that may have changed the data
 *   must forget: forgetting too much costs one read per key, keeping too much shows visitors an
 *   old page for the cache's whole lifetime;
 * - when: before the write's answer leaves, so the writer's next read (and everyone's) sees it;
 *   for a browser gone, when its connection closes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isWriteShownToVisitors } from '#shared/collections/content-collections.ts';

/** a cache of answers kept per site */
export interface SiteCacheToForget {
  invalidate(site: string): void;
}

const WRITE_METHODS = new Set(['PUT', 'POST', 'PATCH', 'DELETE']);

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

/** only a write is looked at further: a read (most requests) costs one Set lookup here */
function changesWhatVisitorsSee(request: FastifyRequest): boolean {
  return (
    WRITE_METHODS.has(request.method) &&
    request.site !== '' &&
    isWriteShownToVisitors(request.method, pathOf(request))
  );
}

export function forgetOnWrites(app: FastifyInstance, cache: SiteCacheToForget) {
  const forget = (site: string) => cache.invalidate(site);
  /** writes whose answer was decided (their rule applied in onSend) */
  const answered = new WeakSet<FastifyRequest>();
  app.addHook('onSend', (request, reply, payload, done) => {
    // reads pass straight on: no WeakSet entry (a GC ephemeron) and no path split per request
    if (WRITE_METHODS.has(request.method)) {
      answered.add(request);
      const refused = reply.statusCode >= 400 && reply.statusCode < 500;
      if (!refused && changesWhatVisitorsSee(request)) forget(request.site);
    }
    done(null, payload);
  });
  // gone before its answer: Fastify's onRequestAbort is no help here, it fires only for a browser
  // that leaves before its body has been read, and a write's body is read before it is proxied
  app.addHook('onRequest', (request, reply, done) => {
    if (WRITE_METHODS.has(request.method))
      reply.raw.once('close', () => {
        if (!answered.has(request) && changesWhatVisitorsSee(request)) forget(request.site);
      });
    done();
  });
}

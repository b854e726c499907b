/**
 * @fastify/rate-limit's store on the database (rate-limit-store.ts) in place of its per-process
 * memory, so the limits of the public form posts and the reset-link requests hold across every
 * API process. Windows are fixed (no `continueExceeding`, no exponential backoff: no route asks
 * for them). Ended windows are deleted at most once an hour, on a hit.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitStore } from './rate-limit-store.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store class the plugin instantiates (`store` option), counting in `hits`. */
export function databaseRateLimitStore(hits: RateLimitStore): FastifyRateLimitStoreCtor {
  let lastPrune = 0;
  const store: FastifyRateLimitStore & { read(key: string, callback: Callback): void } = {
    incr(key, callback, timeWindow) {
      const now = Date.now();
      let prune: Promise<void> | undefined;
      if (now - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now;
        prune = hits.pruneEnded(now);
      }
      Promise.all([hits.hit(key, now, timeWindow), prune]).then(
        ([window]) => callback(null, { current: window.hits, ttl: window.windowEndsAt - now }),
        (error: Error) => callback(error),
      );
    },
    read(key, callback) {
      const now = Date.now();
      hits.peek(key, now).then(
        (window) => callback(null, { current: window.hits, ttl: window.windowEndsAt - now }),
        (error: Error) => callback(error),
      );
    },
    // one table for every route: the routes' keys carry their own prefixes (`form|…`, `reset|…`)
    child: () => store,
  };
  return function DatabaseRateLimitStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}

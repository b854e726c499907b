/**
 * The BFF's cache of public reads (docs/decisions/022-bff-speed-and-public-cache.md): the calls
 * every public page view makes, answered from memory per site.
 *
 * - Which requests: public-cache/cacheable-request.ts (visitors only, the listed public reads).
 *   Which answers: storable-answer.ts (a 200 meant for anyone).
 * - Fresh for `freshMs`: served as stored. Then, for `staleMs` more, still served at once while
 *   one background refresh per key asks the API again (stale-while-revalidate); a refresh the
 *   API refuses (4xx, or an answer no longer storable) forgets the answer, one it cannot give
 *   (5xx, unreachable, slow) leaves the stale answer until its window ends. Older answers are
 *   never served: writes made elsewhere show within `freshMs + staleMs` at the latest.
 * - A miss is the browser's own request proxied as usual; its answer is kept when storable, and
 *   requests for the same key arriving meanwhile wait for it instead of asking the API again.
 * - `invalidate(site)`: every write through this BFF that changes what the site's visitors see (caching/forget-on-writes.ts)
 *   forgets all of its answers at once; an answer read before the write but arriving after it is
 *   not kept, and requests after it never wait on a read begun before it.
 * - Bounded: least recently used first out beyond `maxBytes` or `maxEntries` (answer-store.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext } from '../bff-context.ts';
import type { ProxyOptions, RelayedAnswer } from '../proxy/replaying-proxy.ts';
import { callUpstream } from '../proxy/upstream-call.ts';
import { type AnswerStore, createAnswerStore } from './answer-store.ts';
import { publicCacheKey, urlOfKey } from './cacheable-request.ts';
import { CACHE_STATE_HEADER, sendStored } from './cached-reply.ts';
import { isStorableAnswer } from './storable-answer.ts';
import { type StoredAnswer, sameAnswerAgain, storedAnswer } from './stored-answer.ts';

export interface PublicCacheOptions {
  /** byte budget of the stored answers; 0 turns the cache off */
  maxBytes: number;
  maxEntries: number;
  freshMs: number;
  /** how long after `freshMs` a stored answer is still served while it is refreshed */
  staleMs: number;
  /** the cache's clock (tests move it) */
  now?: () => number;
}

export const PUBLIC_CACHE_DEFAULTS: PublicCacheOptions = {
  maxBytes: 32 * 1024 * 1024,
  maxEntries: 10_000,
  freshMs: 5_000,
  staleMs: 30_000,
};

/** no single answer larger than this is kept (nor more than an eighth of the budget) */
export const MAX_CACHED_ANSWER_BYTES = 1024 * 1024;

/** the proxy the cache falls back to, with what it should be told of the answer */
export type ProxyCall = (options: ProxyOptions) => Promise<unknown>;

export interface PublicCache {
  /** answers a request from the cache when it may, otherwise proxies it (keeping what may be kept) */
  serve(request: FastifyRequest, reply: FastifyReply, proxy: ProxyCall): Promise<unknown>;
  /** forgets every answer of a site: something was written to it */
  invalidate(site: string): void;
  readonly entries: number;
  readonly bytes: number;
  /** background refreshes sent upstream since start (for tests) */
  readonly refreshes: number;
}

export function createPublicCache(context: BffContext, options: PublicCacheOptions): PublicCache {
  const now = options.now ?? (() => performance.now());
  const maxAnswerBytes = Math.min(MAX_CACHED_ANSWER_BYTES, Math.floor(options.maxBytes / 8));
  const store: AnswerStore = createAnswerStore({
    maxBytes: options.maxBytes,
    maxEntries: options.maxEntries,
    ttlMs: options.freshMs + options.staleMs,
    now,
  });
  /** bumped by every invalidation: a read begun under an older generation is not kept */
  const generations = new Map<string, number>();
  /** misses being answered, which later requests for the same key wait on */
  const fills = new Map<string, { site: string; answer: Promise<StoredAnswer | undefined> }>();
  const refreshing = new Set<string>();
  let refreshes = 0;

  const generationOf = (site: string) => generations.get(site) ?? 0;

  function keep(site: string, key: string, answer: RelayedAnswer | undefined, generation: number) {
    if (!answer || generationOf(site) !== generation) return undefined;
    if (!isStorableAnswer(answer, maxAnswerBytes)) {
      store.delete(key);
      return undefined;
    }
    const previous = store.get(key);
    const stored = sameAnswerAgain(previous, answer, now()) ?? storedAnswer(site, answer, now(), previous);
    // the same object again only restarts its time to live
    store.set(key, stored);
    return stored;
  }

  async function refresh(site: string, key: string, request: FastifyRequest) {
    const generation = generationOf(site);
    refreshes += 1;
    const outcome = await callUpstream({
      url: `${context.upstreamOf(site)}${urlOfKey(key)}`,
      method: 'GET',
      headers: { accept: 'application/json', 'x-forwarded-for': site, 'x-request-id': String(request.id) },
      body: undefined,
      // no signal: undici's header and body timeouts bound it (an AbortSignal.timeout would keep
      // a timer alive for the whole timeout after every refresh)
      timeoutMs: context.upstreamTimeoutMs,
      dispatcher: context.dispatcher,
    });
    // the API cannot answer now: the stale answer stays until its window ends
    if (outcome.kind !== 'response') return;
    const { bytes } = outcome.body;
    if (bytes === undefined) await outcome.body.dump();
    if (outcome.statusCode >= 500 || outcome.statusCode === 429 || outcome.statusCode === 408) return;
    if (bytes === undefined) {
      if (generationOf(site) === generation) store.delete(key);
      return;
    }
    keep(site, key, { statusCode: outcome.statusCode, headers: outcome.headers, bytes }, generation);
  }

  function refreshInBackground(site: string, key: string, request: FastifyRequest) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    refresh(site, key, request)
      .catch((error: unknown) => request.log.warn({ err: error }, 'public cache refresh failed'))
      .finally(() => refreshing.delete(key));
  }

  async function fill(site: string, key: string, reply: FastifyReply, proxy: ProxyCall) {
    const generation = generationOf(site);
    let relayed: RelayedAnswer | undefined;
    let settle: (answer: StoredAnswer | undefined) => void = () => {};
    const entry = { site, answer: new Promise<StoredAnswer | undefined>((resolve) => (settle = resolve)) };
    fills.set(key, entry);
    reply.header(CACHE_STATE_HEADER, 'miss');
    try {
      return await proxy({
        onRelayed: (answer) => {
          relayed = answer;
        },
      });
    } finally {
      if (fills.get(key) === entry) fills.delete(key);
      let stored: StoredAnswer | undefined;
      try {
        stored = keep(site, key, relayed, generation);
      } finally {
        settle(stored);
      }
    }
  }

  return {
    async serve(request, reply, proxy) {
      const key = publicCacheKey(request);
      if (key === undefined) return proxy({});
      const site = request.site;
      const found = store.get(key);
      if (found) {
        if (now() - found.storedAt < options.freshMs) return sendStored(request, reply, found, 'hit');
        refreshInBackground(site, key, request);
        return sendStored(request, reply, found, 'stale');
      }
      const pending = fills.get(key);
      if (pending) {
        const answer = await pending.answer;
        if (answer) return sendStored(request, reply, answer, 'hit');
        // the read it waited on came to nothing: its own (the proxy notices a browser gone meanwhile)
        return proxy({});
      }
      return fill(site, key, reply, proxy);
    },
    invalidate(site) {
      generations.set(site, generationOf(site) + 1);
      store.forgetSite(site);
      for (const [key, pending] of fills) if (pending.site === site) fills.delete(key);
    },
    get entries() {
      return store.entries;
    },
    get bytes() {
      return store.bytes;
    },
    get refreshes() {
      return refreshes;
    },
  };
}

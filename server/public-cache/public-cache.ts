/**
 * The BFF's cache of public reads (docs/decisions/022-bff-speed-and-public-cache.md): the calls
 * every public page view makes, answered from memory per site. The answers are kept in the BFF's
 * one cache (caching/bff-cache.ts, docs/decisions/037-one-bff-cache.md), with its lifetimes, its
 * single flight and its invalidation; this module says what is kept and how it is answered.
 *
 * - Which requests: public-cache/cacheable-request.ts (visitors only, the listed public reads).
 *   Which answers: storable-answer.ts (a 200 meant for anyone).
 * - Fresh: served as stored (`X-BFF-Cache: hit`). Stale: served at once (`stale`) while one
 *   background refresh asks the API again; a refresh the API refuses (4xx, or an answer no
 *   longer storable) forgets the answer, one it cannot give (5xx, 408, 429, unreachable, slow)
 *   leaves the stale answer until its window ends.
 * - A miss is the browser's own request proxied as usual (`miss`); its answer is kept when
 *   storable, and requests for the same key arriving meanwhile wait for it instead of asking the
 *   API again (`hit`), or ask the API themselves when it came to nothing.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext } from '../bff-context.ts';
import type { BffCache, Loaded } from '../caching/bff-cache.ts';
import type { ProxyOptions, RelayedAnswer } from '../proxy/replaying-proxy.ts';
import { callUpstream } from '../proxy/upstream-call.ts';
import { publicCacheKey } from './cacheable-request.ts';
import { CACHE_STATE_HEADER, sendStored } from './cached-reply.ts';
import { isStorableAnswer } from './storable-answer.ts';
import { type StoredAnswer, sameAnswerAgain, storedAnswer } from './stored-answer.ts';

/** no single answer larger than this is kept (nor more than an eighth of the budget) */
export const MAX_CACHED_ANSWER_BYTES = 1024 * 1024;

/** the proxy the cache falls back to, with what it should be told of the answer */
export type ProxyCall = (options: ProxyOptions) => Promise<unknown>;

export interface PublicCache {
  /** answers a request from the cache when it may, otherwise proxies it (keeping what may be kept) */
  serve(request: FastifyRequest, reply: FastifyReply, proxy: ProxyCall): Promise<unknown>;
  /** background refreshes sent upstream since start (for tests) */
  readonly refreshes: number;
}

type Kept = Loaded<StoredAnswer | undefined>;

/** what this request's own proxy call gave, when the cache's load was its own */
interface OwnCall {
  proxied: boolean;
  result?: unknown;
  error?: unknown;
}

const FAILED: Kept = { kept: false, value: undefined };

export function createPublicCache(
  context: BffContext,
  options: { cache: BffCache; maxBytes: number },
): PublicCache {
  const { cache } = options;
  const maxAnswerBytes = Math.min(MAX_CACHED_ANSWER_BYTES, Math.floor(options.maxBytes / 8));
  let refreshes = 0;

  function keep(answer: RelayedAnswer | undefined, previous: StoredAnswer | undefined): Kept {
    if (!answer) return FAILED;
    if (!isStorableAnswer(answer, maxAnswerBytes)) return { kept: false, value: undefined, gone: true };
    // the same object again only restarts its lifetime
    const stored = sameAnswerAgain(previous, answer) ?? storedAnswer(answer, previous);
    return { kept: true, value: stored, size: stored.size };
  }

  async function refresh(
    site: string,
    key: string,
    request: FastifyRequest,
    stale: StoredAnswer,
  ): Promise<Kept> {
    refreshes += 1;
    const outcome = await callUpstream({
      url: `${context.upstreamOf(site)}${key}`,
      method: 'GET',
      headers: { accept: 'application/json', 'x-forwarded-for': site, 'x-request-id': String(request.id) },
      body: undefined,
      // no signal: undici's header and body timeouts bound it (an AbortSignal.timeout would keep
      // a timer alive for the whole timeout after every refresh)
      timeoutMs: context.upstreamTimeoutMs,
      dispatcher: context.dispatcher,
    });
    // the API cannot answer now: the stale answer stays until its window ends
    if (outcome.kind !== 'response') return FAILED;
    const { bytes } = outcome.body;
    if (bytes === undefined) await outcome.body.dump();
    if (outcome.statusCode >= 500 || outcome.statusCode === 429 || outcome.statusCode === 408) return FAILED;
    if (bytes === undefined) return { kept: false, value: undefined, gone: true };
    return keep({ statusCode: outcome.statusCode, headers: outcome.headers, bytes }, stale);
  }

  async function fill(reply: FastifyReply, proxy: ProxyCall, own: OwnCall): Promise<Kept> {
    own.proxied = true;
    reply.header(CACHE_STATE_HEADER, 'miss');
    let relayed: RelayedAnswer | undefined;
    try {
      own.result = await proxy({
        onRelayed: (answer) => {
          relayed = answer;
        },
      });
    } catch (error) {
      own.error = error;
      return FAILED;
    }
    return keep(relayed, undefined);
  }

  return {
    async serve(request, reply, proxy) {
      const key = publicCacheKey(request);
      if (key === undefined) return proxy({});
      const site = request.site;
      const own: OwnCall = { proxied: false };
      const { value, state } = await cache.read<StoredAnswer | undefined>(site, key, (stale) =>
        stale
          ? refresh(site, key, request, stale).catch((error: unknown) => {
              request.log.warn({ err: error }, 'public cache refresh failed');
              return FAILED;
            })
          : fill(reply, proxy, own),
      );
      if (own.proxied) {
        if (own.error !== undefined) throw own.error;
        return own.result;
      }
      if (value) return sendStored(request, reply, value, state === 'stale' ? 'stale' : 'hit');
      // the read it waited on came to nothing: its own (the proxy notices a browser gone meanwhile)
      return proxy({});
    },
    get refreshes() {
      return refreshes;
    },
  };
}

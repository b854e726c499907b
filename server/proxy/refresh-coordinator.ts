/**
 * Single-flight session refresh. Every request that needs a refresh for the same refresh token
 * shares one upstream `POST /api/auth/refresh-tokens`; its result is kept for a few seconds so
 * that requests whose 401 arrives just after the refresh reuse it instead of presenting an
 * already-rotated token (which the API would treat as reuse). After that window a replayed old
 * refresh cookie goes to the API, which refuses it once its own grace window has passed.
 */
import { createHash } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { API } from '#shared/api-paths.ts';
import { REFRESH_SETTLED_MS } from '#shared/limits.ts';
import type { TokenPair } from '../session/session-cookies.ts';
import { callUpstream } from './upstream-call.ts';

export type RefreshResult =
  | { kind: 'refreshed'; tokens: TokenPair }
  /** the API refused the refresh token: the session is over */
  | { kind: 'rejected' }
  /** the API could not answer (down, slow, 5xx): the session may still be valid */
  | { kind: 'unavailable' };

export interface RefreshCoordinator {
  refresh(input: {
    site: string;
    upstream: string;
    refreshToken: string;
    clientIp: string;
    requestId: string;
  }): Promise<RefreshResult>;
  /** refreshes sent upstream since start (for tests and metrics) */
  readonly upstreamCalls: number;
  /**
   * callers waiting on a refresh that has not settled yet, all flights together (for tests and
   * metrics); callers handed an already-settled result within its window are not counted
   */
  readonly waiting: number;
}

interface Flight {
  result: Promise<RefreshResult>;
  /** callers sharing it while it was unsettled */
  callers: number;
  settled: boolean;
}

export function createRefreshCoordinator(options: {
  dispatcher: Dispatcher;
  timeoutMs: number;
  settledTtlMs?: number;
}): RefreshCoordinator {
  // a late 401 within this window reuses the result instead of presenting the rotated token
  // again; never longer than the API's grace window (see REFRESH_SETTLED_MS)
  const settledTtlMs = options.settledTtlMs ?? REFRESH_SETTLED_MS;
  const inFlight = new Map<string, Flight>();
  let upstreamCalls = 0;
  let waiting = 0;

  async function refreshUpstream(
    input: Parameters<RefreshCoordinator['refresh']>[0],
  ): Promise<RefreshResult> {
    upstreamCalls += 1;
    const outcome = await callUpstream({
      url: `${input.upstream}${API.auth.refreshTokens}`,
      method: 'POST',
      headers: {
        authorization: `Bearer ${input.refreshToken}`,
        'x-forwarded-for': input.site,
        'x-real-ip': input.clientIp,
        'x-request-id': input.requestId,
        accept: 'application/json',
      },
      body: undefined,
      signal: AbortSignal.timeout(options.timeoutMs),
      timeoutMs: options.timeoutMs,
      dispatcher: options.dispatcher,
    });
    if (outcome.kind !== 'response') return { kind: 'unavailable' };
    const text = await outcome.body.text().catch(() => '');
    if (outcome.statusCode >= 500) return { kind: 'unavailable' };
    if (outcome.statusCode < 200 || outcome.statusCode >= 300) return { kind: 'rejected' };
    try {
      const data = (JSON.parse(text) as { data?: Partial<TokenPair> }).data;
      if (typeof data?.access_token === 'string' && typeof data.refresh_token === 'string') {
        return {
          kind: 'refreshed',
          tokens: { access_token: data.access_token, refresh_token: data.refresh_token },
        };
      }
    } catch {
      // not JSON: treated as an unusable answer below
    }
    return { kind: 'unavailable' };
  }

  return {
    get upstreamCalls() {
      return upstreamCalls;
    },
    get waiting() {
      return waiting;
    },
    refresh(input) {
      const key = createHash('sha256')
        .update(input.site)
        .update('\0')
        .update(input.refreshToken)
        .digest('base64url');
      const known = inFlight.get(key);
      if (known) {
        if (!known.settled) {
          known.callers += 1;
          waiting += 1;
        }
        return known.result;
      }
      const flight: Flight = { result: refreshUpstream(input), callers: 1, settled: false };
      waiting += 1;
      inFlight.set(key, flight);
      const settle = () => {
        flight.settled = true;
        waiting -= flight.callers;
      };
      // registered before any caller's own, so `waiting` drops before its callers resume; a refresh
      // that threw (never expected) stops counting its callers too, and they get its error
      void flight.result.then((result) => {
        settle();
        // a refresh that could not reach the API is forgotten at once so the next request retries it
        const ttl = result.kind === 'unavailable' ? 0 : settledTtlMs;
        setTimeout(() => inFlight.delete(key), ttl).unref();
      }, settle);
      return flight.result;
    },
  };
}

/**
 * A public read of the content API made by the BFF itself, to write a page: no session (public
 * answers are the same for everyone, so they can be cached and shared), the site as
 * `X-Forwarded-For`, a short time limit. Any failure is an answer too (`ok: false`): a page is
 * still served without what could not be read. A 404 says whether it is the API's "unknown site"
 * (no site at this host, which the BFF answers 421 where it can tell) or a missing thing.
 */
import { isUnknownSiteError } from '#shared/schemas/error.ts';
import type { BffContext } from '../bff-context.ts';
import { callUpstream } from '../proxy/upstream-call.ts';

export type PublicRead =
  | {
      ok: true;
      status: number;
      body: unknown;
      /** a 404 because the API has no site at this host (not a missing page or item) */
      unknownSite?: true;
    }
  | { ok: false };

/** a page waits at most this long for what it writes into its head */
export const PAGE_READ_TIMEOUT_MS = 3000;

export async function readPublic(context: BffContext, site: string, path: string): Promise<PublicRead> {
  const timeoutMs = Math.min(context.upstreamTimeoutMs, PAGE_READ_TIMEOUT_MS);
  const outcome = await callUpstream({
    url: `${context.upstreamOf(site)}${path}`,
    method: 'GET',
    headers: { 'x-forwarded-for': site, accept: 'application/json' },
    body: undefined,
    signal: AbortSignal.timeout(timeoutMs),
    timeoutMs,
    dispatcher: context.dispatcher,
  });
  if (outcome.kind !== 'response') return { ok: false };
  if (outcome.statusCode >= 500) {
    await outcome.body.dump();
    return { ok: false };
  }
  if (outcome.statusCode !== 200) {
    // only a collected body is read: an error answer is small, a streamed one is not an error shape
    const error = outcome.statusCode === 404 ? errorBodyOf(outcome.body.bytes) : undefined;
    await outcome.body.dump();
    return {
      ok: true,
      status: outcome.statusCode,
      body: undefined,
      ...(isUnknownSiteError(error) && { unknownSite: true }),
    };
  }
  try {
    return { ok: true, status: 200, body: await outcome.body.json() };
  } catch {
    return { ok: false };
  }
}

function errorBodyOf(bytes: Buffer | undefined): unknown {
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

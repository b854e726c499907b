/**
 * The proxy for `/api/*` requests whose body is buffered (JSON, forms, none): our own small
 * handler on undici, because the refresh-and-replay flow and the retry policy must be exact
 * (docs/decisions/001-bff-proxy-paths.md):
 *
 * - refresh before sending when the access token is missing or about to expire;
 * - on a 401 with a refresh token: one single-flight refresh, then the request replayed once
 *   after 500 ms; a refused refresh clears both token cookies and answers 401;
 * - a GET replayed once on 408/409/425/429/500/502/503/504 or an unreachable upstream; other
 *   methods never;
 * - 502 when the upstream cannot be reached, 504 when it is too slow;
 * - a browser that goes away aborts the upstream call, and nothing is replayed after it;
 * - token-bearing `/api/auth/*` answers have their tokens moved into cookies; a sign-in sets the
 *   `site` cookie to the site signed in at, a domain switch to the new domain's host.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '#shared/api-paths.ts';
import { PROACTIVE_REFRESH_MARGIN_MS } from '#shared/limits.ts';
import type { BffContext } from '../bff-context.ts';
import { sendError } from '../errors/error-reply.ts';
import type { SessionTokens } from '../session/session-cookies.ts';
import { abortOnClientGone, type CallSignal, delay } from './client-abort.ts';
import { shouldRetryStatus, shouldRetryUnreachable } from './retry-policy.ts';
import { needsProactiveRefresh, refreshSession } from './session-refresh.ts';
import { AUTH_PATH_PREFIX, extractTokens } from './token-answers.ts';
import { callUpstream, type UpstreamOutcome } from './upstream-call.ts';
import { buildUpstreamHeaders, filterResponseHeaders } from './upstream-headers.ts';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** An upstream answer that arrived whole (small, length announced), as relayed to the browser. */
export interface RelayedAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

export interface ProxyOptions {
  /** false: no token is sent, refreshed or set (public files: media); default true */
  withSession?: boolean;
  /** told of the answer relayed to the browser when it arrived whole (the public cache keeps it) */
  onRelayed?: (answer: RelayedAnswer) => void;
}

export async function proxyReplaying(
  context: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ProxyOptions = {},
) {
  const clientGone = abortOnClientGone(reply);
  const method = request.method;
  const url = `${context.upstreamOf(request.site)}${request.url}`;
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;

  let session: SessionTokens =
    options.withSession !== false ? context.cookies.read(request) : { access: undefined, refresh: undefined };
  let refreshed = false;
  if (needsProactiveRefresh(session, Date.now(), PROACTIVE_REFRESH_MARGIN_MS) && session.refresh) {
    const outcome = await refreshSession(context, request, reply, session.refresh);
    if (outcome.session) session = outcome.session;
    refreshed = outcome.result === 'refreshed';
  }

  let retriedStatus = false;
  let replayedAfter401 = false;
  for (;;) {
    const outcome: UpstreamOutcome = await callUpstream({
      url,
      method,
      headers: buildUpstreamHeaders({
        incoming: request.headers,
        site: request.site,
        accessToken: session.access?.token,
        clientIp: request.ip,
        requestId: String(request.id),
        signInAnySite: request.signInAnySite,
      }),
      body,
      signal: clientGone,
      timeoutMs: context.upstreamTimeoutMs,
      dispatcher: context.dispatcher,
    });

    if (outcome.kind === 'aborted') return abandon(reply);
    if (outcome.kind === 'timeout')
      return sendError(reply, 504, 'The content service did not answer in time');
    if (outcome.kind === 'unreachable') {
      if (!retriedStatus && shouldRetryUnreachable(method)) {
        retriedStatus = true;
        if (!(await waitBeforeReplay(context, clientGone))) return abandon(reply);
        continue;
      }
      request.log.warn({ code: outcome.code }, 'upstream unreachable');
      return sendError(reply, 502, 'The content service is unreachable');
    }

    if (outcome.statusCode === 401) {
      if (session.refresh && !refreshed && !replayedAfter401) {
        await outcome.body.dump();
        const refresh = await refreshSession(context, request, reply, session.refresh);
        if (refresh.result === 'rejected') return sendError(reply, 401, SESSION_EXPIRED_MESSAGE);
        if (refresh.result === 'unavailable' || !refresh.session) {
          return sendError(
            reply,
            502,
            'The session could not be refreshed: the content service is unreachable',
          );
        }
        session = refresh.session;
        refreshed = true;
        replayedAfter401 = true;
        if (!(await waitBeforeReplay(context, clientGone))) return abandon(reply);
        continue;
      }
      if (!session.refresh) context.cookies.clear(request, reply);
    } else if (!retriedStatus && shouldRetryStatus(method, outcome.statusCode)) {
      retriedStatus = true;
      await outcome.body.dump();
      if (!(await waitBeforeReplay(context, clientGone))) return abandon(reply);
      continue;
    }

    return relay(context, request, reply, outcome, options);
  }
}

async function waitBeforeReplay(context: BffContext, signal: CallSignal): Promise<boolean> {
  try {
    await delay(context.retryDelayMs, signal);
    return true;
  } catch {
    return false;
  }
}

/** The browser is gone: nothing to answer, the upstream call has been aborted. */
function abandon(reply: FastifyReply) {
  reply.hijack();
  if (!reply.raw.destroyed) reply.raw.destroy();
}

async function relay(
  context: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Extract<UpstreamOutcome, { kind: 'response' }>,
  options: ProxyOptions,
) {
  const contentType = String(outcome.headers['content-type'] ?? '');
  const isTokenBearing =
    request.url.startsWith(AUTH_PATH_PREFIX) &&
    outcome.statusCode >= 200 &&
    outcome.statusCode < 300 &&
    contentType.includes('json');
  if (!isTokenBearing) {
    const { bytes } = outcome.body;
    // a whole answer goes in one write, its length counted by Fastify; a long one streams
    reply
      .code(outcome.statusCode)
      .headers(filterResponseHeaders(outcome.headers, { dropContentLength: bytes !== undefined }));
    if (bytes === undefined) return reply.send(outcome.body.stream());
    options.onRelayed?.({ statusCode: outcome.statusCode, headers: outcome.headers, bytes });
    return reply.send(bytes.length > 0 ? bytes : undefined);
  }
  const text = await outcome.body.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return sendError(reply, 502, 'The content service sent an unreadable answer');
  }
  const extracted = extractTokens(parsed);
  if (extracted.tokens) context.cookies.write(request, reply, extracted.tokens);
  if (extracted.tokens && extracted.domainHost && context.allowList.allows(extracted.domainHost)) {
    context.cookies.setSite(request, reply, extracted.domainHost);
  } else if (extracted.tokens && request.url.split('?', 1)[0] === API.auth.login) {
    // a session starts on the site it signed in at: the panel manages that site until a switch
    context.cookies.setSite(request, reply, request.site);
  }
  reply.code(outcome.statusCode).headers(filterResponseHeaders(outcome.headers, { dropContentLength: true }));
  return reply.send(JSON.stringify(extracted.body));
}

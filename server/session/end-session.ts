/**
 * Logout: both token cookies cleared, and a best-effort `POST /api/auth/logout` upstream with the
 * refresh token so the API revokes the session family. The browser is signed out even when the
 * API cannot be reached.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '#shared/api-paths.ts';
import type { BffContext } from '../bff-context.ts';
import { callUpstream } from '../proxy/upstream-call.ts';

const LOGOUT_TIMEOUT_MS = 5000;

export async function endSession(
  context: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const session = context.cookies.read(request);
  context.cookies.clear(request, reply);
  const token = session.refresh ?? session.access?.token;
  if (!token) return;
  const timeoutMs = Math.min(LOGOUT_TIMEOUT_MS, context.upstreamTimeoutMs);
  const outcome = await callUpstream({
    url: `${context.upstreamOf(request.site)}${API.auth.logout}`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': request.site,
      'x-real-ip': request.ip,
      'x-request-id': String(request.id),
      accept: 'application/json',
    },
    body: undefined,
    signal: AbortSignal.timeout(timeoutMs),
    timeoutMs,
    dispatcher: context.dispatcher,
  });
  if (outcome.kind === 'response') await outcome.body.dump();
  else request.log.warn({ outcome: outcome.kind }, 'upstream logout failed; cookies cleared anyway');
}

/**
 * Refreshing the session of one request through the shared coordinator, and applying the result
 * to its cookies: new tokens written, or both token cookies cleared when the API refused.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BffContext } from '../bff-context.ts';
import type { SessionTokens } from '../session/session-cookies.ts';
import type { RefreshResult } from './refresh-coordinator.ts';

export async function refreshSession(
  context: BffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  refreshToken: string,
): Promise<{ result: RefreshResult['kind']; session: SessionTokens | undefined }> {
  const result = await context.refresher.refresh({
    site: request.site,
    upstream: context.upstreamOf(request.site),
    refreshToken,
    clientIp: request.ip,
    requestId: String(request.id),
  });
  if (result.kind === 'refreshed') {
    return { result: result.kind, session: context.cookies.write(request, reply, result.tokens) };
  }
  if (result.kind === 'rejected') {
    context.cookies.clear(request, reply);
    return { result: result.kind, session: { access: undefined, refresh: undefined } };
  }
  return { result: result.kind, session: undefined };
}

/** True when the access token is missing or expires within the margin, and a refresh token exists. */
export function needsProactiveRefresh(session: SessionTokens, now: number, marginMs: number): boolean {
  if (!session.refresh) return false;
  if (!session.access) return true;
  return session.access.expiresAt !== undefined && session.access.expiresAt - now < marginMs;
}

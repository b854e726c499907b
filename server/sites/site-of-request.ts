/**
 * Which site a request works on. The request's own host must be on the allow-list (otherwise the
 * request is refused and never proxied). The site is the `site` cookie when it names an allowed
 * host, else the request's own host — and then the cookie is (re)set to it, except on cacheable
 * answers (assets, media), which carry no cookie at all.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '#shared/api-paths.ts';
import type { SessionCookies } from '../session/session-cookies.ts';
import { isCacheablePath } from '../static/cacheable-paths.ts';
import { type HostAllowList, normalizeHost } from './host-allow-list.ts';

export type SiteResolution =
  | { ok: true; requestHost: string; site: string }
  | { ok: false; requestHost: string | undefined };

export function resolveSite(
  request: FastifyRequest,
  reply: FastifyReply,
  allowList: HostAllowList,
  cookies: SessionCookies,
): SiteResolution {
  const requestHost = normalizeHost(request.hostname);
  if (!requestHost || !allowList.allows(requestHost)) return { ok: false, requestHost };
  const fromCookie = normalizeHost(request.cookies[COOKIE.site]);
  if (fromCookie && allowList.allows(fromCookie)) return { ok: true, requestHost, site: fromCookie };
  if (!isCacheablePath(request.url)) cookies.setSite(request, reply, requestHost);
  return { ok: true, requestHost, site: requestHost };
}

/**
 * Which site a request works on (docs/decisions/011-site-of-a-request.md). The request's own host
 * must be on the allow-list (otherwise the request is refused and never proxied). Then:
 *
 * - a call of the staff panel — `/api/*` with `X-Site-Context: panel` — works on the site the
 *   staff member manages: the `site` cookie when it names an allowed host, else the request's
 *   host (and an unusable cookie is reset to it);
 * - everything else — pages, the site map, public reads, forms, and the sign-in itself — works on
 *   the site of the request's own host, whatever the cookie says. A visitor (or a staff member
 *   who switched domains in the panel) always sees the site whose address is in the bar.
 *
 * The cookie is written by a successful sign-in (the request's host: a session starts on the
 * site it signed in at) and a successful domain switch (proxy/replaying-proxy.ts); nothing else
 * sets it, so public pages and cacheable answers carry no cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, COOKIE, PANEL_SITE_CONTEXT, SITE_CONTEXT_HEADER } from '#shared/api-paths.ts';
import type { SessionCookies } from '../session/session-cookies.ts';
import { type HostAllowList, normalizeHost } from './host-allow-list.ts';

export type SiteResolution =
  | { ok: true; requestHost: string; site: string }
  | { ok: false; requestHost: string | undefined };

/** A call made by the staff panel: it works on the managed site. The sign-in never is one. */
export function isPanelCall(request: FastifyRequest): boolean {
  if (request.headers[SITE_CONTEXT_HEADER] !== PANEL_SITE_CONTEXT) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith('/api/') && path !== API.auth.login;
}

export function resolveSite(
  request: FastifyRequest,
  reply: FastifyReply,
  allowList: HostAllowList,
  cookies: SessionCookies,
): SiteResolution {
  const requestHost = normalizeHost(request.hostname);
  if (!requestHost || !allowList.allows(requestHost)) return { ok: false, requestHost };
  if (!isPanelCall(request)) return { ok: true, requestHost, site: requestHost };
  const raw = request.cookies[COOKIE.site];
  const fromCookie = normalizeHost(raw);
  if (fromCookie && allowList.allows(fromCookie)) return { ok: true, requestHost, site: fromCookie };
  // a cookie naming a host outside the allow-list is never forwarded, and is replaced
  if (raw !== undefined) cookies.setSite(request, reply, requestHost);
  return { ok: true, requestHost, site: requestHost };
}

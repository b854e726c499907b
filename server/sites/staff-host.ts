/**
 * Staff on an origin of their own (`PANEL_HOST`, docs/decisions/033). A site's pages carry markup
 * the site controls (analytics items, rich text); staff sessions, `/panel` and the auth screens
 * live on another origin, so nothing a page runs can act with a session:
 *
 * - on a site host, the staff screens (`/team-login`, `/reset-password`, `/change-password`,
 *   `/panel/…`) redirect to the staff host with `?site=<this host>` (the query kept); the auth and
 *   account calls are refused; session cookies are never read — a request carrying them is served
 *   as a visitor's, and they are cleared;
 * - on the staff host, every `/api/*` call works on the site the `site` cookie names (set from
 *   `?site=` on an auth screen, and by a sign-in or a domain switch as before), else on the
 *   default site; `/` and any public page redirect to `/panel`; robots may index nothing.
 *
 * Without `PANEL_HOST` staff share the sites' hosts (a single-domain deployment) and none of this
 * applies; what keeps a site's admin from acting there is decision 032 (code from owners only).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, COOKIE } from '#shared/api-paths.ts';
import { documentKindOf } from '../pages/document-kind.ts';
import type { SessionCookies } from '../session/session-cookies.ts';
import { type HostAllowList, normalizeHost } from './host-allow-list.ts';

export interface StaffHost {
  /** the staff host name (normalised) */
  host: string;
  /** the site a staff call works on when no `site` cookie names one */
  defaultSite: string;
}

/** The first exact (non-wildcard) host of SITE_HOSTS: the site staff manage until they choose. */
export function defaultSiteOf(siteHosts: readonly string[]): string {
  return siteHosts.find((host) => !host.startsWith('*.')) ?? 'localhost';
}

export const STAFF_SITE_PARAM = 'site';
/** the sign-in and account calls: staff only, so never on a site host */
const STAFF_CALLS = [API.auth.login.replace(/\/login$/, ''), API.account.self];
const isStaffCall = (path: string) =>
  STAFF_CALLS.some((base) => path === base || path.startsWith(`${base}/`));
const ROBOTS_NOTHING = 'User-agent: *\nDisallow: /\n';

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';
const queryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
};
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** The staff origin as the browser reaches it: this request's scheme and port, the staff host. */
function staffOrigin(request: FastifyRequest, staff: StaffHost): string {
  const port = request.port ? `:${request.port}` : '';
  return `${request.protocol}://${staff.host}${port}`;
}

/** A browser document (not the API, the BFF's own paths, assets or a file such as favicon.ico). */
function isDocumentPath(path: string): boolean {
  if (/^\/(api|bff|assets|media)(\/|$)/.test(path)) return false;
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * A request on a site host: redirected, refused, or passed on with its session cookies dropped.
 * Returns true when the reply has been sent.
 */
export function handleOnSiteHost(
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffHost,
  cookies: SessionCookies,
  siteHost: string,
  refuse: (status: number, message: string) => FastifyReply,
): boolean {
  const path = pathOf(request);
  if (isRead(request) && isDocumentPath(path) && documentKindOf(path).kind === 'staff') {
    const query = new URLSearchParams(queryOf(request));
    query.set(STAFF_SITE_PARAM, siteHost);
    reply.redirect(`${staffOrigin(request, staff)}${path}?${query}`, 302);
    return true;
  }
  if (isStaffCall(path)) {
    refuse(403, `Staff sign in at ${staffOrigin(request, staff)}`);
    return true;
  }
  // a session never works here: old cookies are cleared, and the request goes on as a visitor's
  const names = cookies.names(request);
  if (request.cookies[names.access] !== undefined || request.cookies[names.refresh] !== undefined) {
    cookies.clear(request, reply);
    delete request.cookies[names.access];
    delete request.cookies[names.refresh];
  }
  return false;
}

/**
 * A request on the staff host: the site it works on and whether the person named it (`?site=` or
 * the `site` cookie; else the default site), or true when the reply has been sent (a public page
 * sent to the panel, robots).
 */
export function handleOnStaffHost(
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffHost,
  cookies: SessionCookies,
  allowList: HostAllowList,
): { site: string; named: boolean } | true {
  const path = pathOf(request);
  if (isRead(request) && path === '/robots.txt') {
    reply.type('text/plain; charset=utf-8').send(ROBOTS_NOTHING);
    return true;
  }
  if (isRead(request) && isDocumentPath(path) && documentKindOf(path).kind !== 'staff') {
    reply.redirect('/panel', 302);
    return true;
  }
  const usable = (value: string | undefined) => {
    const host = normalizeHost(value);
    return host && host !== staff.host && allowList.allows(host) ? host : undefined;
  };
  // an auth screen reached from a site: that site is the one to manage
  const asked = isRead(request)
    ? usable(new URLSearchParams(queryOf(request)).get(STAFF_SITE_PARAM) ?? undefined)
    : undefined;
  if (asked) {
    cookies.setSite(request, reply, asked);
    return { site: asked, named: true };
  }
  const fromCookie = usable(request.cookies[COOKIE.site]);
  return fromCookie ? { site: fromCookie, named: true } : { site: staff.defaultSite, named: false };
}

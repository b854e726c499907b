/**
 * Which browser requests the public cache may answer, and fill (docs/decisions/022-bff-speed-and-public-cache.md):
 *
 * - a GET;
 * - from a visitor: no token cookie at all, under either name (`__Host-` or not), whether or not
 *   it decrypts — a signed-in staff member's calls always go to the API and their answers are
 *   never kept;
 * - of one of the public reads every page view makes, answered alike to every visitor of a site:
 *   the site's public options (options, colours, menus, socials, SEO, error page) and analytics
 *   items, without a query; a published post by url, with exactly one `url` parameter. Any other
 *   query passes through, so made-up query strings cannot fill the cache.
 *
 * The answer is kept under the request's site and its path with query (the key below, within
 * the site: caching/bff-cache.ts): one site's answer is never served on another.
 */
import type { FastifyRequest } from 'fastify';
import { API, COOKIE, PUBLIC_API } from '#shared/api-paths.ts';

/** Public reads answered from the cache when asked without a query. */
export const CACHED_PUBLIC_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(PUBLIC_API.options),
  API.analytics,
]);

/** `GET /api/posts/by-url?url=…`: cached with exactly this one parameter. */
const BY_URL_PREFIX = `${API.posts.byUrl}?url=`;

const TOKEN_COOKIE_NAMES = [
  COOKIE.accessToken,
  COOKIE.refreshToken,
  `__Host-${COOKIE.accessToken}`,
  `__Host-${COOKIE.refreshToken}`,
] as const;

/** True when the request carries any token cookie: a (maybe expired) staff session. */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const { cookies } = request;
  return TOKEN_COOKIE_NAMES.some((name) => cookies[name] !== undefined);
}

/**
 * The key of a request the public cache may answer — its path with query, kept under its site —
 * or undefined when it must go upstream.
 */
export function publicCacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const { url } = request;
  const cacheable = CACHED_PUBLIC_PATHS.has(url) || (url.startsWith(BY_URL_PREFIX) && !url.includes('&'));
  if (!cacheable || hasSessionCookie(request)) return undefined;
  return url;
}

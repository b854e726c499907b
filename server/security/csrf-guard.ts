/**
 * CSRF guard: a state-changing call to `/api/*` or `/bff/*` must carry `X-CSRF: 1` (a header a
 * cross-site form cannot send) and, when the browser names an Origin, the site's own origin.
 * Refused calls get 403 and are never forwarded.
 */
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#shared/api-paths.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const GUARDED_PREFIXES = ['/api/', '/bff/'];

export function isGuarded(request: FastifyRequest): boolean {
  return (
    !SAFE_METHODS.has(request.method) && GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix))
  );
}

/** Returns the reason for refusing, or undefined when the request may pass. */
export function csrfRefusal(request: FastifyRequest): string | undefined {
  if (!isGuarded(request)) return undefined;
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return 'Missing X-CSRF header';
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}`)
    return 'Cross-origin request refused';
  return undefined;
}

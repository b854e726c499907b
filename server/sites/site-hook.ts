/**
 * The first hook of every request: refuse non-canonical paths (400, security/canonical-path.ts)
 * and hosts outside `SITE_HOSTS` (421, never proxied),
 * resolve the site the request works on, then apply the CSRF guard. Health and readiness
 * probes answer whatever the Host, so a container check on `localhost` works in production.
 */
import type { FastifyInstance } from 'fastify';
import { BFF } from '#shared/api-paths.ts';
import type { BffContext } from '../bff-context.ts';
import { sendError } from '../errors/error-reply.ts';
import { isCanonicalPath } from '../security/canonical-path.ts';
import { csrfRefusal } from '../security/csrf-guard.ts';
import { resolveSite } from './site-of-request.ts';

const HOST_INDEPENDENT_PATHS = new Set<string>([BFF.health, BFF.ready]);

export function registerSiteHook(app: FastifyInstance, context: BffContext) {
  app.decorateRequest('site', '');
  app.addHook('onRequest', async (request, reply) => {
    if (!isCanonicalPath(request.url)) return sendError(reply, 400, 'Malformed request path');
    const path = request.url.split('?', 1)[0] ?? '';
    if (HOST_INDEPENDENT_PATHS.has(path)) return;
    const resolution = resolveSite(request, reply, context.allowList, context.cookies);
    if (!resolution.ok) return sendError(reply, 421, 'This host is not served here');
    request.site = resolution.site;
    const refusal = csrfRefusal(request);
    if (refusal) return sendError(reply, 403, refusal);
  });
}

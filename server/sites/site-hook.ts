/**
 * The first hook of every request: refuse non-canonical paths (400, security/canonical-path.ts)
 * and hosts outside `SITE_HOSTS` (421, never proxied), resolve the site the request works on —
 * with a staff host (`PANEL_HOST`, staff-host.ts), the staff host works on the managed site and
 * a site host on itself, without sessions — then apply the CSRF guard. Health and readiness
 * probes answer whatever the Host, so a container check on `localhost` works in production.
 */
import type { FastifyInstance } from 'fastify';
import { API, BFF } from '#shared/api-paths.ts';
import type { BffContext } from '../bff-context.ts';
import { sendError } from '../errors/error-reply.ts';
import { isCanonicalPath } from '../security/canonical-path.ts';
import { csrfRefusal } from '../security/csrf-guard.ts';
import { normalizeHost } from './host-allow-list.ts';
import { resolveSite } from './site-of-request.ts';
import { handleOnSiteHost, handleOnStaffHost } from './staff-host.ts';

const HOST_INDEPENDENT_PATHS = new Set<string>([BFF.health, BFF.ready]);

export function registerSiteHook(app: FastifyInstance, context: BffContext) {
  app.decorateRequest('site', '');
  app.decorateRequest('signInAnySite', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!isCanonicalPath(request.url)) return sendError(reply, 400, 'Malformed request path');
    const path = request.url.split('?', 1)[0] ?? '';
    if (HOST_INDEPENDENT_PATHS.has(path)) return;
    const staff = context.staffHost;
    if (staff && normalizeHost(request.hostname) === staff.host) {
      const outcome = handleOnStaffHost(request, reply, staff, context.cookies, context.allowList);
      if (outcome === true) return reply;
      request.site = outcome.site;
      // no site named: a sign-in starts on a site of the account's own (SIGN_IN_ANY_SITE_HEADER)
      request.signInAnySite = !outcome.named && path === API.auth.login;
    } else {
      const resolution = resolveSite(request, reply, context.allowList, context.cookies);
      if (!resolution.ok) return sendError(reply, 421, 'This host is not served here');
      request.site = resolution.site;
      if (staff) {
        // with a staff host, a site host is only ever its own site, and never a staff member's
        request.site = resolution.requestHost;
        const refuse = (status: number, message: string) => sendError(reply, status, message);
        if (handleOnSiteHost(request, reply, staff, context.cookies, resolution.requestHost, refuse))
          return reply;
      }
    }
    const refusal = csrfRefusal(request);
    if (refusal) return sendError(reply, 403, refusal);
  });
}

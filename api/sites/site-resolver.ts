/**
 * Resolves the site of every request from `X-Forwarded-For`, which the BFF sets to the site's
 * host name (not a client address). Unknown or missing site → 404. Routes marked `siteless`
 * (health) skip it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UNKNOWN_SITE_MESSAGE } from '#shared/schemas/error.ts';
import { notFound } from '../errors/http-error.ts';

export function siteHostOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-forwarded-for'];
  const raw = Array.isArray(header) ? header[0] : header;
  const first = raw?.split(',')[0]?.trim().toLowerCase();
  if (!first) return undefined;
  return first.replace(/:\d+$/, '').replace(/\.$/, '');
}

async function siteResolverPlugin(app: FastifyInstance) {
  app.decorateRequest('apiSite', null as never);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.siteless) return;
    if (!request.routeOptions.url) return; // unmatched route: the not-found handler answers
    const host = siteHostOf(request);
    if (!host) throw notFound(UNKNOWN_SITE_MESSAGE);
    const site = await app.stores.domains.findByHost(host);
    // the BFF answers 421 for it where it reads the API itself (isUnknownSiteError)
    if (!site) throw notFound(`${UNKNOWN_SITE_MESSAGE}: ${host}`);
    request.apiSite = site;
  });
}

export default fp(siteResolverPlugin, { name: 'site-resolver', dependencies: ['services'] });

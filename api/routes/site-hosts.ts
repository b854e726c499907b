/**
 * `GET /api/sites/hosts` → `{data: {hosts}}`: the host names of every site, for the BFF's
 * allow-list (a domain created in the panel is served without a restart). Public and site-less:
 * the hosts are the public sites' own names.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { SiteHostsResponseSchema } from '#shared/schemas/site-hosts.ts';
import { replies } from '../replies/reply-schemas.ts';

const siteHostsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.siteHosts,
    {
      config: { access: 'public', siteless: true },
      schema: { response: replies({ 200: SiteHostsResponseSchema }) },
    },
    async () => {
      return { data: { hosts: await app.stores.domains.listHosts() } };
    },
  );
};

export default siteHostsRoute;

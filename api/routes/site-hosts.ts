/**
 * `GET /api/sites/hosts` → `{data: {hosts}}`: the host names of every site, for the BFF's
 * allow-list (a domain created in the panel is served without a restart). Public and site-less:
 * the hosts are the public sites' own names.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { SiteHostsResponseSchema } from '#shared/schemas/site-hosts.ts';

const siteHostsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.siteHosts,
    {
      config: { access: 'public', siteless: true },
      schema: { response: { 200: SiteHostsResponseSchema } },
    },
    async () => {
      const rows = await app.db.selectFrom('domains').select('host').orderBy('host').execute();
      return { data: { hosts: rows.map((row) => row.host) } };
    },
  );
};

export default siteHostsRoute;

/**
 * `GET /api/options/domains` (the signed-in user's domains, bare list), `GET /api/options/roles`
 * (bare list), `POST /api/options/domains` (owner only, `{data: domain}`) and
 * `POST /api/clear-cache` (the API keeps no cache; it answers so the panel's button works).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { ROLE_IDS, ROLE_LABELS } from '#shared/ids/roles.ts';
import { CreateDomainBodySchema } from '#shared/schemas/options-requests.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { nowTimestamp } from '../../db/timestamps.ts';
import { conflict } from '../../errors/http-error.ts';

const domainsAndRolesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(API.options.domains, { config: { access: 'signed-in' } }, async (request) => {
    const { domainIds } = requireSession(request);
    if (domainIds.length === 0) return [];
    return app.db
      .selectFrom('domains')
      .select(['id', 'host', 'name'])
      .where('id', 'in', domainIds)
      .orderBy('id')
      .execute();
  });

  app.get(API.options.roles, { config: { access: 'signed-in' } }, async () =>
    ROLE_IDS.map((id) => ({ id, name: ROLE_LABELS[id] })),
  );

  app.post(
    API.options.domains,
    { config: { access: 'owner' }, schema: { body: CreateDomainBodySchema } },
    async (request, reply) => {
      const host = request.body.host.toLowerCase();
      const taken = await app.db
        .selectFrom('domains')
        .select('id')
        .where('host', '=', host)
        .executeTakeFirst();
      if (taken) throw conflict('This host already exists', { host: ['This host already exists'] });
      const domain = await app.db
        .insertInto('domains')
        .values({ host, name: request.body.name.trim(), created_at: nowTimestamp() })
        .returning(['id', 'host', 'name'])
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { data: domain };
    },
  );

  app.post(API.clearCache, { config: { access: 'editor' } }, async () => ({ message: 'Cache cleared' }));
};

export default domainsAndRolesRoutes;

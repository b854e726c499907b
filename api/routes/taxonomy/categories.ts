/** Categories (spec §7, `{data}` answers): public list; editors create and delete. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { NamedBodySchema } from '#shared/schemas/content-requests.ts';
import { notFound } from '../../errors/http-error.ts';

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(API.categories, { config: { access: 'public' } }, async (request) => ({
    data: await app.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('domain_id', '=', request.apiSite.id)
      .orderBy('name')
      .execute(),
  }));

  app.post(
    API.categories,
    { config: { access: 'editor' }, schema: { body: NamedBodySchema } },
    async (request, reply) => {
      const row = await app.db
        .insertInto('categories')
        .values({ domain_id: request.apiSite.id, name: request.body.name.trim() })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { data: row };
    },
  );

  app.delete(
    API.category(':id'),
    { config: { access: 'editor' }, schema: { params: IdParamsSchema } },
    async (request) => {
      const result = await app.db
        .deleteFrom('categories')
        .where('domain_id', '=', request.apiSite.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Category not found');
      return { data: { id: request.params.id } };
    },
  );
};

export default categoryRoutes;

/**
 * Categories (docs/product.md#api, `{data}` answers): public list; editors create (a name unique within the
 * site, ignoring case: 409 `errors.name`) and delete (the posts that carried it lose it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import { CategorySchema } from '#shared/schemas/content.ts';
import { NamedBodySchema } from '#shared/schemas/content-requests.ts';
import { badRequest, notFound } from '../../errors/http-error.ts';
import { ANSWER_DELETED, replies } from '../../replies/reply-schemas.ts';

const PUBLIC = { access: 'public' } as const;
const CATEGORIES = replies({ 200: DataEnvelope(Type.Array(CategorySchema)) });
const CATEGORY_CREATED = replies({ 201: DataEnvelope(CategorySchema) });

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(API.categories, { config: PUBLIC, schema: { response: CATEGORIES } }, async (request) => ({
    data: await app.stores.taxonomy.listCategories(request.apiSite.id),
  }));

  app.post(
    API.categories,
    { config: { access: 'editor' }, schema: { body: NamedBodySchema, response: CATEGORY_CREATED } },
    async (request, reply) => {
      const name = request.body.name.trim();
      if (name === '') throw badRequest('The name is empty', { name: ['must not be empty'] });
      const row = await app.stores.taxonomy.addCategory(request.apiSite.id, name);
      reply.code(201);
      return { data: row };
    },
  );

  app.delete(
    API.category(':id'),
    { config: { access: 'editor' }, schema: { params: IdParamsSchema, response: ANSWER_DELETED } },
    async (request) => {
      if (!(await app.stores.taxonomy.removeCategory(request.apiSite.id, request.params.id)))
        throw notFound('Category not found');
      await app.stores.posts.removeCategory(request.apiSite.id, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};

export default categoryRoutes;

/**
 * Cuisine tags (spec §7, `{data}` answers), listed in reverse order (newest first, spec §9).
 * Public list; editors create, change and delete.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import type { CuisineTag } from '#shared/schemas/content.ts';
import { CuisineTagCreateBodySchema, CuisineTagUpdateBodySchema } from '#shared/schemas/content-requests.ts';
import { notFound } from '../../errors/http-error.ts';
import { requireChanges } from '../../errors/require-changes.ts';
import { removeCuisineFromPosts } from '../../posts/post-references.ts';

/** The declared fields of an icon, nothing else (older rows may hold more). */
function iconFields(icon: CuisineTag['icon_data']): CuisineTag['icon_data'] {
  return {
    id: icon.id,
    ...(icon.name === undefined ? {} : { name: icon.name }),
    ...(icon.set === undefined ? {} : { set: icon.set }),
  };
}

function toCuisineTag(row: { id: number; title: string; icon_data: string }): CuisineTag {
  return { id: row.id, title: row.title, icon_data: iconFields(JSON.parse(row.icon_data)) };
}

const cuisineTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editor = { access: 'editor' as const };

  app.get(API.cuisineTags, { config: { access: 'public' } }, async (request) => {
    const rows = await app.db
      .selectFrom('cuisine_tags')
      .select(['id', 'title', 'icon_data'])
      .where('domain_id', '=', request.apiSite.id)
      .orderBy('id', 'desc')
      .execute();
    return { data: rows.map(toCuisineTag) };
  });

  app.post(
    API.cuisineTags,
    { config: editor, schema: { body: CuisineTagCreateBodySchema } },
    async (request, reply) => {
      const row = await app.db
        .insertInto('cuisine_tags')
        .values({
          domain_id: request.apiSite.id,
          title: request.body.title.trim(),
          icon_data: JSON.stringify(iconFields(request.body.icon_data)),
        })
        .returning(['id', 'title', 'icon_data'])
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { data: toCuisineTag(row) };
    },
  );

  app.put(
    API.cuisineTag(':id'),
    { config: editor, schema: { params: IdParamsSchema, body: CuisineTagUpdateBodySchema } },
    async (request) => {
      const domainId = request.apiSite.id;
      const { title, icon_data: iconData, icon_data_id: iconDataId } = requireChanges(request.body);
      const current = await app.db
        .selectFrom('cuisine_tags')
        .select(['id', 'title', 'icon_data'])
        .where('domain_id', '=', domainId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!current) throw notFound('Cuisine tag not found');
      const icon = iconData ?? (JSON.parse(current.icon_data) as CuisineTag['icon_data']);
      const nextIcon = iconFields(iconDataId === undefined ? icon : { ...icon, id: iconDataId });
      const row = await app.db
        .updateTable('cuisine_tags')
        .set({ title: title?.trim() ?? current.title, icon_data: JSON.stringify(nextIcon) })
        .where('id', '=', current.id)
        .returning(['id', 'title', 'icon_data'])
        .executeTakeFirstOrThrow();
      return { data: toCuisineTag(row) };
    },
  );

  app.delete(
    API.cuisineTag(':id'),
    { config: editor, schema: { params: IdParamsSchema } },
    async (request) => {
      const result = await app.db
        .deleteFrom('cuisine_tags')
        .where('domain_id', '=', request.apiSite.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Cuisine tag not found');
      await removeCuisineFromPosts(app.db, request.apiSite.id, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};

export default cuisineTagRoutes;

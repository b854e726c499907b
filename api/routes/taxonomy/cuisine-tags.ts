/**
 * Cuisine tags (docs/product.md#api, `{data}` answers), listed in reverse order (newest first,
 * docs/product.md#lists-and-dates). Public list; editors create, change and delete.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import { type CuisineTag, CuisineTagSchema } from '#shared/schemas/content.ts';
import { CuisineTagCreateBodySchema, CuisineTagUpdateBodySchema } from '#shared/schemas/content-requests.ts';
import { notFound } from '../../errors/http-error.ts';
import { requireChanges } from '../../errors/require-changes.ts';
import { ANSWER_DELETED, replies } from '../../replies/reply-schemas.ts';
import type { CuisineTagRow } from '../../taxonomy/taxonomy-store.ts';

const TAGS = replies({ 200: DataEnvelope(Type.Array(CuisineTagSchema)) });
const TAG = replies({ 200: DataEnvelope(CuisineTagSchema) });
const TAG_CREATED = replies({ 201: DataEnvelope(CuisineTagSchema) });

/** The declared fields of an icon, nothing else (older rows may hold more). */
function iconFields(icon: CuisineTag['icon_data']): CuisineTag['icon_data'] {
  return {
    id: icon.id,
    ...(icon.name === undefined ? {} : { name: icon.name }),
    ...(icon.set === undefined ? {} : { set: icon.set }),
  };
}

function toCuisineTag(row: CuisineTagRow): CuisineTag {
  return { id: row.id, title: row.title, icon_data: iconFields(JSON.parse(row.icon_data)) };
}

const cuisineTagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editor = { access: 'editor' as const };

  app.get(API.cuisineTags, { config: { access: 'public' }, schema: { response: TAGS } }, async (request) => {
    const rows = await app.stores.taxonomy.listCuisineTags(request.apiSite.id);
    return { data: rows.map(toCuisineTag) };
  });

  app.post(
    API.cuisineTags,
    { config: editor, schema: { body: CuisineTagCreateBodySchema, response: TAG_CREATED } },
    async (request, reply) => {
      const row = await app.stores.taxonomy.addCuisineTag(request.apiSite.id, {
        title: request.body.title.trim(),
        icon_data: JSON.stringify(iconFields(request.body.icon_data)),
      });
      reply.code(201);
      return { data: toCuisineTag(row) };
    },
  );

  app.put(
    API.cuisineTag(':id'),
    { config: editor, schema: { params: IdParamsSchema, body: CuisineTagUpdateBodySchema, response: TAG } },
    async (request) => {
      const domainId = request.apiSite.id;
      const { title, icon_data: iconData, icon_data_id: iconDataId } = requireChanges(request.body);
      const current = await app.stores.taxonomy.findCuisineTag(domainId, request.params.id);
      if (!current) throw notFound('Cuisine tag not found');
      const icon = iconData ?? (JSON.parse(current.icon_data) as CuisineTag['icon_data']);
      const nextIcon = iconFields(iconDataId === undefined ? icon : { ...icon, id: iconDataId });
      const row = await app.stores.taxonomy.updateCuisineTag(domainId, current.id, {
        title: title?.trim() ?? current.title,
        icon_data: JSON.stringify(nextIcon),
      });
      if (!row) throw notFound('Cuisine tag not found');
      return { data: toCuisineTag(row) };
    },
  );

  app.delete(
    API.cuisineTag(':id'),
    { config: editor, schema: { params: IdParamsSchema, response: ANSWER_DELETED } },
    async (request) => {
      if (!(await app.stores.taxonomy.removeCuisineTag(request.apiSite.id, request.params.id)))
        throw notFound('Cuisine tag not found');
      await app.stores.posts.removeCuisineTag(request.apiSite.id, request.params.id);
      return { data: { id: request.params.id } };
    },
  );
};

export default cuisineTagRoutes;

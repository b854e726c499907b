/**
 * Analytics items (spec §7, `{data}` answers): the public site reads them to place its tags;
 * admins create, change and delete them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { type AnalyticsItemBody, AnalyticsItemBodySchema } from '#shared/schemas/content-requests.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import type { Database } from '../../db/tables.ts';
import { notFound } from '../../errors/http-error.ts';

type AnalyticsRow = Omit<Database['analytics_items'], 'id'> & { id: number };

function toItem(row: AnalyticsRow): AnalyticsItem {
  return {
    id: row.id,
    type: row.type as AnalyticsItem['type'],
    src: row.src,
    custom_id: row.custom_id,
    async: row.async === 1,
    defer: row.defer === 1,
    tag_position: row.tag_position as AnalyticsItem['tag_position'],
    code: row.code,
    name: row.name,
    content: row.content,
    content_type: row.content_type,
    external_analytics: row.external_analytics === 1,
    external_analytics_type: row.external_analytics_type,
  };
}

function toColumns(body: AnalyticsItemBody) {
  return {
    type: body.type,
    src: body.src ?? null,
    custom_id: body.custom_id ?? null,
    async: body.async ? 1 : 0,
    defer: body.defer ? 1 : 0,
    tag_position: body.tag_position,
    code: body.code ?? null,
    name: body.name ?? null,
    content: body.content ?? null,
    content_type: body.content_type ?? null,
    external_analytics: body.external_analytics ? 1 : 0,
    external_analytics_type: body.external_analytics_type ?? null,
  };
}

const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' as const };

  app.get(API.analytics, { config: { access: 'public' } }, async (request) => {
    const rows = await app.db
      .selectFrom('analytics_items')
      .selectAll()
      .where('domain_id', '=', request.apiSite.id)
      .orderBy('id')
      .execute();
    return { data: rows.map(toItem) };
  });

  app.post(
    API.analytics,
    { config: admin, schema: { body: AnalyticsItemBodySchema } },
    async (request, reply) => {
      const row = await app.db
        .insertInto('analytics_items')
        .values({ domain_id: request.apiSite.id, ...toColumns(request.body) })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { data: toItem(row) };
    },
  );

  app.put(
    API.analyticsItem(':id'),
    { config: admin, schema: { params: IdParamsSchema, body: AnalyticsItemBodySchema } },
    async (request) => {
      const row = await app.db
        .updateTable('analytics_items')
        .set(toColumns(request.body))
        .where('domain_id', '=', request.apiSite.id)
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Analytics item not found');
      return { data: toItem(row) };
    },
  );

  app.delete(
    API.analyticsItem(':id'),
    { config: admin, schema: { params: IdParamsSchema } },
    async (request) => {
      const result = await app.db
        .deleteFrom('analytics_items')
        .where('domain_id', '=', request.apiSite.id)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Analytics item not found');
      return { data: { id: request.params.id } };
    },
  );
};

export default analyticsRoutes;

/**
 * Analytics items (docs/product.md#api, `{data}` answers): the BFF reads them to write their tags into
 * pages; admins create, change and delete items of the known analytics services, owners any item
 * (analytics/analytics-item-rules.ts, issue 23).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import { analyticsColumnsFor } from '../../analytics/analytics-item-rules.ts';
import type { AnalyticsRow } from '../../analytics/analytics-store.ts';
import { notFound } from '../../errors/http-error.ts';
import { ANSWER_DELETED, replies } from '../../replies/reply-schemas.ts';

/** the collection's declared schemas (shared/collections) */
const {
  item: AnalyticsItemSchema,
  create: ItemCreateSchema,
  update: ItemUpdateSchema,
} = collectionNamed('analytics-items').schemas;
const ITEMS = replies({ 200: DataEnvelope(Type.Array(AnalyticsItemSchema)) });
const ITEM = replies({ 200: DataEnvelope(AnalyticsItemSchema) });
const ITEM_CREATED = replies({ 201: DataEnvelope(AnalyticsItemSchema) });

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

const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' as const };

  app.get(API.analytics, { config: { access: 'public' }, schema: { response: ITEMS } }, async (request) => {
    const rows = await app.stores.analytics.list(request.apiSite.id);
    return { data: rows.map(toItem) };
  });

  app.post(
    API.analytics,
    { config: admin, schema: { body: ItemCreateSchema, response: ITEM_CREATED } },
    async (request, reply) => {
      const columns = analyticsColumnsFor(request.body, request.apiSession?.roleId ?? 0);
      const row = await app.stores.analytics.add(request.apiSite.id, columns);
      reply.code(201);
      return { data: toItem(row) };
    },
  );

  app.put(
    API.analyticsItem(':id'),
    { config: admin, schema: { params: IdParamsSchema, body: ItemUpdateSchema, response: ITEM } },
    async (request) => {
      const columns = analyticsColumnsFor(request.body, request.apiSession?.roleId ?? 0);
      const row = await app.stores.analytics.replace(request.apiSite.id, request.params.id, columns);
      if (!row) throw notFound('Analytics item not found');
      return { data: toItem(row) };
    },
  );

  app.delete(
    API.analyticsItem(':id'),
    { config: admin, schema: { params: IdParamsSchema, response: ANSWER_DELETED } },
    async (request) => {
      if (!(await app.stores.analytics.remove(request.apiSite.id, request.params.id)))
        throw notFound('Analytics item not found');
      return { data: { id: request.params.id } };
    },
  );
};

export default analyticsRoutes;

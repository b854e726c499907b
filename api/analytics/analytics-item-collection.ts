/**
 * Analytics items (docs/product.md#api, `{data}` answers), in the order they were added: the BFF
 * reads them to write their tags into pages; admins create and replace items of the known
 * analytics services, owners any item (analytics-item-rules.ts, issue 23). Stored as written, flags
 * as 0/1; an item is always written whole.
 */

import type { Selectable } from 'kysely';
import type { AnalyticsItemBody } from '#shared/schemas/content-requests.ts';
import type { AnalyticsItem } from '#shared/schemas/domain-options.ts';
import { defineSiteCollection } from '../collections/site-collection.ts';
import type { AnalyticsItemsTable } from '../db/tables.ts';
import { analyticsColumnsFor } from './analytics-item-rules.ts';

export type AnalyticsRow = Omit<Selectable<AnalyticsItemsTable>, 'domain_id'>;
/** every column but the id and the site: an item is always written whole */
export type AnalyticsColumns = Omit<AnalyticsRow, 'id'>;

export const analyticsItemCollection = defineSiteCollection<
  AnalyticsRow,
  AnalyticsItem,
  AnalyticsItemBody,
  AnalyticsItemBody
>({
  table: {
    table: 'analytics_items',
    columns: [
      'id',
      'type',
      'src',
      'custom_id',
      'async',
      'defer',
      'tag_position',
      'code',
      'name',
      'content',
      'content_type',
      'external_analytics',
      'external_analytics_type',
    ],
    order: [],
  },
  notFound: 'Analytics item not found',
  toItem: (row) => ({
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
  }),
  created: (body, { roleId }) => analyticsColumnsFor(body, roleId),
  update: { changes: (body, { roleId }) => analyticsColumnsFor(body, roleId) },
});

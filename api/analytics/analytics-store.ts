/** The analytics items (script, meta and custom tags) of each site, as stored (flags as 0/1). */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { rowChunks } from '../db/row-chunks.ts';
import type { AnalyticsItemsTable, Database } from '../db/tables.ts';

export type AnalyticsRow = Selectable<AnalyticsItemsTable>;
/** every column but the id and the site: an item is always written whole */
export type AnalyticsColumns = Omit<Insertable<AnalyticsItemsTable>, 'id' | 'domain_id'>;

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;

export function createAnalyticsStore(db: Kysely<Database>) {
  return {
    /** A site copy's share (site-setup-store.ts): the items of `from` added to `to`; answers how many. */
    async copySite(from: number, to: number): Promise<number> {
      const items = await db
        .selectFrom('analytics_items')
        .selectAll()
        .where('domain_id', '=', from)
        .orderBy('id')
        .execute();
      for (const part of rowChunks(items))
        await db
          .insertInto('analytics_items')
          .values(part.map(({ id: _id, ...item }) => ({ ...item, domain_id: to })))
          .execute();
      return items.length;
    },

    /** the site's items in the order they were added */
    async list(domainId: number): Promise<AnalyticsRow[]> {
      return db
        .selectFrom('analytics_items')
        .selectAll()
        .where('domain_id', '=', domainId)
        .orderBy('id')
        .execute();
    },

    async add(domainId: number, columns: AnalyticsColumns): Promise<AnalyticsRow> {
      return db
        .insertInto('analytics_items')
        .values({ domain_id: domainId, ...columns })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** the replaced item, or undefined when the site has no such item */
    async replace(
      domainId: number,
      id: number,
      columns: AnalyticsColumns,
    ): Promise<AnalyticsRow | undefined> {
      return db
        .updateTable('analytics_items')
        .set(columns)
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** false when the site has no such item */
    async remove(domainId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('analytics_items')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

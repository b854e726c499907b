/**
 * Truck schedules (issue 28, docs/decisions/049):
 * - `stops`: a member's stop in the site's zone and in local terms (`starts_on` y-MM-dd,
 *   `start_time`/`end_time` HH:mm), its place, a weekly repeat until a date or not, and a
 *   cancellation's reason;
 * - `stop_exceptions`: one date of a weekly stop cancelled or moved, one per stop and date.
 * Rows go with their site and stops with their member (foreign keys, on delete cascade).
 */
import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../sql-engine.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const generatedId = identityPrimaryKey(db);
  await db.schema
    .createTable('stops')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('place_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('repeat', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('repeat_until', 'text')
    .addColumn('cancelled_reason', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stops_site_member').on('stops').columns(['domain_id', 'member_id']).execute();
  await db.schema
    .createTable('stop_exceptions')
    .addColumn('id', 'integer', generatedId)
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('stop_id', 'integer', (c) => c.notNull().references('stops.id').onDelete('cascade'))
    .addColumn('on_date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('start_time', 'text')
    .addColumn('end_time', 'text')
    .addColumn('place_name', 'text')
    .addColumn('address', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stop_exceptions_stop_date')
    .on('stop_exceptions')
    .columns(['stop_id', 'on_date'])
    .unique()
    .execute();
  await db.schema.createIndex('stop_exceptions_site').on('stop_exceptions').column('domain_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stop_exceptions').execute();
  await db.schema.dropTable('stops').execute();
}

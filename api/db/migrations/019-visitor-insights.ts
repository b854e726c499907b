/**
 * Visitor insights (docs/decisions/048): aggregates only, never an IP, a user agent or an id.
 * - `insight_salts`: 32 random bytes for each UTC day, deleted with the day;
 * - `insight_day_visitors`: today's visitor hashes, only to count a visitor once; counted into
 *   `insight_visitor_days` and deleted at the first write of a new day;
 * - `insight_visitor_days`, `insight_page_days`, `insight_vital_days`: the daily counts, kept
 *   25 months. Each row is added to (`count = count + excluded.count`), so several API processes
 *   add up. Rows go with their site (foreign keys, on delete cascade).
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('insight_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('insight_day_visitors')
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_day_visitors_pk', ['domain_id', 'day', 'hash'])
    .execute();
  await db.schema.createIndex('insight_day_visitors_day').on('insight_day_visitors').column('day').execute();
  await db.schema
    .createTable('insight_visitor_days')
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_visitor_days_pk', ['domain_id', 'day'])
    .execute();
  await db.schema
    .createTable('insight_page_days')
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_page_days_pk', ['domain_id', 'day', 'path', 'referrer_host', 'device'])
    .execute();
  await db.schema
    .createTable('insight_vital_days')
    .addColumn('domain_id', 'integer', (c) => c.notNull().references('domains.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_vital_days_pk', ['domain_id', 'day', 'path', 'metric', 'bucket'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'insight_vital_days',
    'insight_page_days',
    'insight_visitor_days',
    'insight_day_visitors',
    'insight_salts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

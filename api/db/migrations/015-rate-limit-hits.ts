/**
 * The counters of the per-route rate limits (form submissions, reset links) in the database, so
 * every API process counts the same hits (api/rate-limits/). One row per limited key: the hits
 * of its current window and when that window ends, in epoch milliseconds (bigint: past int4).
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_window_ends_at')
    .on('rate_limit_hits')
    .column('window_ends_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}

/**
 * The public forms' hourly cap per site (shared/limits.ts SUBMISSIONS_PER_SITE_PER_HOUR) reads,
 * on every post, the site's submissions of the last hour, newest first. The only index on
 * `form_submissions` was `(domain_id, read_at)`, so that read scanned every submission of the
 * site; on `(domain_id, created_at)` it reads at most the cap's worth of index entries.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('form_submissions_domain_created')
    .on('form_submissions')
    .columns(['domain_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('form_submissions_domain_created').execute();
}

/**
 * The smaller WebP copies of each library image (issue 9, docs/decisions/014): a JSON list of
 * `{width, hash}` (shared/media-url.ts names their files). Images uploaded before have none
 * (`[]`): their full image serves every slot.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('variants', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('media').dropColumn('variants').execute();
}

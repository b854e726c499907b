/**
 * Scheduled publishing (issue 10): when a post goes live and when it goes off, as UTC
 * timestamps; the API's scheduler carries them out (api/posts/publication-scheduler.ts).
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('posts').addColumn('publish_at', 'text').execute();
  await db.schema.alterTable('posts').addColumn('unpublish_at', 'text').execute();
  await db.schema.createIndex('posts_publish_at').on('posts').column('publish_at').execute();
  await db.schema.createIndex('posts_unpublish_at').on('posts').column('unpublish_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('posts_unpublish_at').execute();
  await db.schema.dropIndex('posts_publish_at').execute();
  await db.schema.alterTable('posts').dropColumn('unpublish_at').execute();
  await db.schema.alterTable('posts').dropColumn('publish_at').execute();
}

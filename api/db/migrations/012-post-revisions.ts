/**
 * Revisions of posts (issue 10): after every save of a post's body or fields, a snapshot of what
 * it then held, with who and when. Pruned on each write (api/posts/revision-store.ts).
 */
import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../sql-engine.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('post_revisions')
    .addColumn('id', 'integer', identityPrimaryKey(db))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('post_revisions_by_post')
    .on('post_revisions')
    .columns(['post_id', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('post_revisions').execute();
}

/**
 * The inbox states of a form submission (issue 9): when it was first read (`read_at`), when it
 * was marked handled and by whom (`handled_at`, `handled_by`; the user may be deleted later, the
 * state stays). All null: a new, unread submission — which every earlier row is. An index on
 * `(domain_id, read_at)` keeps the panel home's count of new requests cheap.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('form_submissions').addColumn('read_at', 'text').execute();
  await db.schema.alterTable('form_submissions').addColumn('handled_at', 'text').execute();
  await db.schema
    .alterTable('form_submissions')
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('form_submissions_domain_read')
    .on('form_submissions')
    .columns(['domain_id', 'read_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('form_submissions_domain_read').execute();
  for (const column of ['handled_by', 'handled_at', 'read_at'])
    await db.schema.alterTable('form_submissions').dropColumn(column).execute();
}

/**
 * The journal of media files being written or removed (docs/decisions/027): a row names the
 * storage keys of one upload before its files are stored, and goes in the same transaction as
 * the media row that owns them; a removal names the files of the row it deletes, in the same
 * transaction, and goes once they are gone. A row still here after `sweep_after` (a process
 * killed in between, a storage that failed) is swept: its files are removed.
 */
import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../sql-engine.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('media_file_journal')
    .addColumn('id', 'integer', identityPrimaryKey(db))
    // a JSON array of storage keys (`{host}/library/…`)
    .addColumn('keys', 'text', (c) => c.notNull())
    // UTC `YYYY-MM-DD HH:MM:SS`, as every timestamp of the schema
    .addColumn('sweep_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_file_journal_sweep_after')
    .on('media_file_journal')
    .column('sweep_after')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('media_file_journal').execute();
}

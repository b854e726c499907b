/**
 * Migration 010 on a library an earlier version filled: each image learns its format from its file
 * name's extension (any case), an unknown one stays '', and the size of earlier uploads is unknown.
 */
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import t from 'tap';
import { openEmptyTestDatabase } from '../../testing/test-database.ts';
import { MIGRATIONS } from '../migrations.ts';

t.test('earlier images get their format from their file name, and no size', async (t) => {
  const db = await openEmptyTestDatabase(t);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  t.notOk((await migrator.migrateTo('009-media-variants')).error);
  const { id: domainId } = await db
    .insertInto('domains')
    .values({ host: 'a.localhost', name: 'A', created_at: '2026-01-01 00:00:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const names = ['Truck.JPG', 'logo.png', 'scan.tiff', 'photo.heic', 'anim.gif', 'no-extension', 'jpg.txt'];
  for (const [index, name] of names.entries()) {
    // biome-ignore lint/suspicious/noExplicitAny: the table as migration 009 left it, before format and bytes
    await (db as Kysely<any>)
      .insertInto('media')
      .values({
        domain_id: domainId,
        hashed_name: `h${index}`,
        path: 'library/',
        extension: 'webp',
        extensions: '["webp","png"]',
        alt: '',
        width: 10,
        height: 10,
        original_name: name,
        created_at: '2026-01-01 00:00:00',
      })
      .execute();
  }

  t.notOk((await migrator.migrateToLatest()).error);
  const rows = await db
    .selectFrom('media')
    .select(['original_name', 'format', 'bytes'])
    .orderBy('id')
    .execute();
  t.same(
    rows.map((row) => [row.original_name, row.format, row.bytes]),
    [
      ['Truck.JPG', 'jpeg', null],
      ['logo.png', 'png', null],
      ['scan.tiff', 'tiff', null],
      ['photo.heic', 'heic', null],
      ['anim.gif', 'gif', null],
      ['no-extension', '', null],
      ['jpg.txt', '', null],
    ],
  );
  t.notOk((await migrator.migrateDown()).error, 'and it can be undone');
});

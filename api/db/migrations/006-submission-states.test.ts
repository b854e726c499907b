/**
 * Migration 006 on a database an earlier version filled: the submissions it held are new (unread,
 * not handled), and the handler of a submission may be deleted without losing the submission.
 */
import { Migrator } from 'kysely/migration';
import t from 'tap';
import { openEmptyTestDatabase } from '../../testing/test-database.ts';
import { MIGRATIONS } from '../migrations.ts';

t.test('earlier submissions are new; deleting the handler keeps the submission', async (t) => {
  const db = await openEmptyTestDatabase(t);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  t.notOk((await migrator.migrateTo('004-unique-category-names')).error);

  const { id: domainId } = await db
    .insertInto('domains')
    .values({ host: 'a.localhost', name: 'A', created_at: '2026-01-01 00:00:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('form_submissions')
    .values({
      domain_id: domainId,
      form: 'contact',
      fields: '{"name":"Ana"}',
      created_at: '2026-01-02 00:00:00',
    })
    .execute();

  t.notOk((await migrator.migrateToLatest()).error);
  const old = await db
    .selectFrom('form_submissions')
    .select(['id', 'read_at', 'handled_at', 'handled_by'])
    .executeTakeFirstOrThrow();
  t.same({ ...old, id: undefined }, { id: undefined, read_at: null, handled_at: null, handled_by: null });

  const { id: userId } = await db
    .insertInto('users')
    .values({
      email: 'ed@example.test',
      firstname: 'Ed',
      lastname: 'Itor',
      password_hash: 'x',
      role_id: 3,
      totp_secret: null,
      created_at: '2026-01-01 00:00:00',
      updated_at: '2026-01-01 00:00:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('form_submissions')
    .set({ read_at: '2026-01-03 00:00:00', handled_at: '2026-01-03 00:00:00', handled_by: userId })
    .execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
  const handled = await db
    .selectFrom('form_submissions')
    .select(['handled_at', 'handled_by'])
    .executeTakeFirstOrThrow();
  t.same(handled, { handled_at: '2026-01-03 00:00:00', handled_by: null }, 'handled stays, the handler goes');
});

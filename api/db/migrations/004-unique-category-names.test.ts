/**
 * Migration 004 on a database an earlier version filled: clashing category names keep their
 * oldest row, and from then on the engine itself refuses a clash, ignoring case.
 */
import { Migrator } from 'kysely/migration';
import t from 'tap';
import { openEmptyTestDatabase } from '../../testing/test-database.ts';
import { MIGRATIONS } from '../migrations.ts';
import { isUniqueViolation } from '../sql-engine.ts';

t.test('clashing names keep their oldest row; the unique index refuses a new clash', async (t) => {
  const db = await openEmptyTestDatabase(t);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  t.notOk((await migrator.migrateTo('003-login-failure-alerts')).error);

  const domain = async (host: string) =>
    (
      await db
        .insertInto('domains')
        .values({ host, name: host, created_at: '2026-01-01 00:00:00' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [a, b] = [await domain('a.localhost'), await domain('b.localhost')];
  for (const [domainId, name] of [
    [a, 'News'],
    [a, 'news'],
    [a, 'Recipes'],
    [a, 'NEWS'],
    [b, 'news'],
  ] as const)
    await db.insertInto('categories').values({ domain_id: domainId, name }).execute();

  t.notOk((await migrator.migrateToLatest()).error);
  const rows = await db.selectFrom('categories').select(['domain_id', 'name']).orderBy('id').execute();
  t.same(rows, [
    { domain_id: a, name: 'News' },
    { domain_id: a, name: 'Recipes' },
    { domain_id: b, name: 'news' },
  ]);
  const clash = await db
    .insertInto('categories')
    .values({ domain_id: a, name: 'RECIPES' })
    .execute()
    .catch((error: unknown) => error);
  t.ok(isUniqueViolation(clash), 'the index refuses a name that differs in case only');
  await db.insertInto('categories').values({ domain_id: b, name: 'Recipes' }).execute();
  t.pass('another site may use the name');
});

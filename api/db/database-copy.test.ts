/**
 * `npm run db:copy`'s copy: the demo collective in a SQLite file, moved into an empty PostgreSQL
 * database, arrives row for row; new ids follow the copied ones; a second copy is refused; the
 * API serves the copy. Needs both engines, so it runs in the PostgreSQL pass (`npm run test:node:pg`).
 */
import t from 'tap';
import { buildApiApp } from '../app.ts';
import { seedOwnerIfNone } from '../seed/owner-account.ts';
import { seedDemoSitesIfEmpty } from '../seed/seed-demo-sites.ts';
import { client } from '../testing/api-calls.ts';
import { testConfig } from '../testing/api-test-harness.ts';
import { TEST_SCRYPT_COST } from '../testing/seeded-staff.ts';
import { createEmptyTestDatabase, TEST_ENGINE } from '../testing/test-database.ts';
import { copySqliteToPostgres } from './database-copy.ts';
import { migrateToLatest } from './migrations.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { openSqliteDatabase } from './sqlite-database.ts';

const skip = TEST_ENGINE === 'postgres' ? false : 'needs PostgreSQL: runs in npm run test:node:pg';

t.test('a SQLite data folder moves into PostgreSQL whole', { skip }, async (t) => {
  const dataDir = t.testdir();
  const source = openSqliteDatabase(dataDir);
  t.teardown(() => source.destroy());
  await migrateToLatest(source);
  await seedDemoSitesIfEmpty(source);
  await seedOwnerIfNone(source, {
    email: 'owner@example.test',
    password: 'owner password 1',
    scryptCost: TEST_SCRYPT_COST,
  });
  await source
    .insertInto('login_attempts')
    .values({ scope_key: 'address:10.0.0.1', attempted_at: 1_800_000_000 })
    .execute();

  const url = await createEmptyTestDatabase(t);
  const target = openPostgresDatabase({ url: url as string, poolSize: 2 });
  t.teardown(() => target.destroy());
  await migrateToLatest(target);

  const copies = await copySqliteToPostgres(source, target);
  const names = copies.map((c) => c.table);
  t.ok(names.indexOf('domains') < names.indexOf('posts'), 'referenced tables first');
  t.ok(
    names.includes('rate_limit_hits') && !names.some((n) => n.startsWith('kysely_')),
    'content tables only',
  );
  // biome-ignore lint/suspicious/noExplicitAny: every table, compared untyped
  const rowsOf = async (db: any, table: string) =>
    ((await db.selectFrom(table).selectAll().execute()) as object[]).map((r) => JSON.stringify(r)).sort();
  for (const { table, rows } of copies) {
    const copied = await rowsOf(target, table);
    t.equal(copied.length, rows, `${table}: ${rows} rows`);
    t.same(copied, await rowsOf(source, table), `${table}: the same values`);
  }

  const highest = Math.max(...(await target.selectFrom('domains').select('id').execute()).map((d) => d.id));
  const { id } = await target
    .insertInto('domains')
    .values({ host: 'new.localhost', name: 'New', created_at: '2026-01-01 00:00:00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  t.equal(id, highest + 1, 'new ids follow the copied ones');

  await t.rejects(copySqliteToPostgres(source, target), /not empty/, 'a second copy is refused');

  const app = await buildApiApp({ db: target, config: testConfig(dataDir), logLevel: 'silent' });
  t.teardown(() => app.close());
  const home = await client(app, undefined, 'tacos.localhost').get('/api/posts/by-url?url=/');
  t.equal(home.status, 200, 'the API serves the copied site');
});

import { sql } from 'kysely';
import t, { type Test } from 'tap';
import { createTestDatabase } from '../testing/test-database.ts';
import { preparedQuery } from './prepared-query.ts';

async function databaseOf(t: Test) {
  const { db, drop } = await createTestDatabase(t.testdir());
  t.teardown(async () => {
    await db.destroy();
    await drop();
  });
  await db
    .insertInto('domains')
    .values(
      ['a.test', 'b.test', 'c.test'].map((host) => ({ host, name: host, created_at: '2026-01-01 00:00:00' })),
    )
    .execute();
  return db;
}

t.test('built once, each run answers for its own values, as the query built per call does', async (t) => {
  const db = await databaseOf(t);
  let built = 0;
  const query = (host: string, after: number) =>
    db
      .selectFrom('domains')
      .select(['id', 'host'])
      .where('host', '!=', 'nobody.test') // a constant between the values
      .where((eb) => eb.or([eb('host', '=', host), eb('id', '>', after)]))
      .orderBy('id');
  const prepared = preparedQuery(db, (host: string, after: number) => {
    built += 1;
    return query(host, after);
  });
  const ids = await db.selectFrom('domains').select('id').orderBy('id').execute();
  const first = ids[0]?.id ?? 0;
  for (const [host, after] of [
    ['b.test', first + 2],
    ['a.test', first + 1],
    ['none.test', first - 1],
    ['c.test', first + 9],
  ] as const) {
    t.same(await prepared(host, after), await query(host, after).execute(), `${host}, id > ${after}`);
  }
  t.equal(built, 1, 'built and compiled once');
  const parallel = await Promise.all(['a.test', 'b.test', 'c.test'].map((host) => prepared(host, first + 9)));
  t.same(
    parallel.map((rows) => rows.map((row) => row.host)),
    [['a.test'], ['b.test'], ['c.test']],
    'runs at the same time keep their own values',
  );
});

t.test('a value the compiled query does not carry as a parameter is refused at first use', async (t) => {
  const db = await databaseOf(t);
  const leftOut = preparedQuery(db, (_host: string) => db.selectFrom('domains').select('id'));
  await t.rejects(leftOut('a.test'), /value 0 is not a parameter/);
  const written = preparedQuery(db, (host: string) =>
    db.selectFrom('domains').select('id').where('host', '=', sql.lit(host)),
  );
  // Kysely itself refuses a stand-in it would write into the SQL text
  await t.rejects(written('a.test'), /invalid immediate value/);
});

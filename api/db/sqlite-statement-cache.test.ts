import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDriver from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import t from 'tap';
import { openSqliteDatabase } from './sqlite-database.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

function engineIn(t: { teardown(fn: () => unknown): void }) {
  const dir = mkdtempSync(join(tmpdir(), 'statement-cache-'));
  const engine = new SqliteDriver(join(dir, 'test.sqlite'));
  t.teardown(() => {
    if (engine.open) engine.close();
    rmSync(dir, { recursive: true, force: true });
  });
  engine.exec('create table items (id integer primary key, name text not null)');
  return engine;
}

t.test('one SQL text is prepared once and its statement reused, whatever the values', async (t) => {
  const engine = engineIn(t);
  let prepared = 0;
  const prepare = engine.prepare.bind(engine);
  engine.prepare = ((text: string) => {
    prepared += 1;
    return prepare(text);
  }) as typeof engine.prepare;
  const db = withStatementCache(engine);
  const insert = 'insert into items (name) values (?)';
  const first = db.prepare(insert);
  first.run(['a']);
  const again = db.prepare(insert);
  again.run(['b']);
  t.equal(again, first, 'the same statement');
  t.same(db.prepare('select name from items order by id').all([]), [{ name: 'a' }, { name: 'b' }]);
  t.equal(prepared, 2, 'two texts, two prepares');
  t.equal(db.cachedStatements, 2);
});

t.test('the cache is bounded: the least recently used statement goes first', async (t) => {
  const engine = engineIn(t);
  const db = withStatementCache(engine, 3);
  const texts = [1, 2, 3, 4, 5].map((n) => `select ${n} as n`);
  const one = db.prepare(texts[0] as string);
  db.prepare(texts[1] as string);
  db.prepare(texts[2] as string);
  t.equal(db.prepare(texts[0] as string), one, 'used again: now the most recent');
  db.prepare(texts[3] as string);
  db.prepare(texts[4] as string);
  t.equal(db.cachedStatements, 3, 'never more than the capacity');
  t.equal(db.prepare(texts[0] as string), one, 'the recently used one stayed');
  for (let n = 0; n < 1000; n++) db.prepare(`select ${n} as n`);
  t.equal(db.cachedStatements, 3, 'a thousand texts later still three');
});

t.test('a statement that is still being iterated is not handed out again', async (t) => {
  const engine = engineIn(t);
  engine.exec("insert into items (name) values ('a'), ('b')");
  const db = withStatementCache(engine);
  const text = 'select name from items order by id';
  const reading = db.prepare(text);
  const rows = reading.iterate([]);
  rows.next();
  const other = db.prepare(text);
  t.not(other, reading, 'a fresh statement while the first one is busy');
  t.same(other.all([]), [{ name: 'a' }, { name: 'b' }]);
  t.same([...rows], [{ name: 'b' }], 'the first one reads on undisturbed');
  t.equal(db.prepare(text), reading, 'once done it is reused again');
});

t.test('through Kysely: answers stay right across parameters, writes and a schema change', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'statement-cache-kysely-'));
  const db = openSqliteDatabase(dir) as unknown as Kysely<{ notes: { id: Generated<number>; body: string } }>;
  t.teardown(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  await db.schema
    .createTable('notes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .execute();
  await sql`alter table notes add column body text`.execute(db);
  for (const body of ['x', 'y', 'z']) await db.insertInto('notes').values({ body }).execute();
  const byBody = (body: string) => db.selectFrom('notes').selectAll().where('body', '=', body).execute();
  t.same(await byBody('y'), [{ id: 2, body: 'y' }]);
  t.same(await byBody('z'), [{ id: 3, body: 'z' }], 'the same statement with another value');
  await sql`alter table notes add column extra text default 'e'`.execute(db);
  t.same(
    await byBody('y'),
    [{ id: 2, body: 'y', extra: 'e' }],
    'a kept `select *` sees the column added after it was prepared',
  );
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('notes').set({ body: 'w' }).where('id', '=', 1).execute();
  });
  t.same(await byBody('w'), [{ id: 1, body: 'w', extra: 'e' }], 'writes in a transaction are read');
});

t.test('closing empties the cache and closes the engine', async (t) => {
  const engine = engineIn(t);
  const db = withStatementCache(engine);
  db.prepare('select 1');
  db.close();
  t.equal(db.cachedStatements, 0);
  t.equal(engine.open, false);
});

t.test('Kysely takes it as its SQLite database', async (t) => {
  const engine = engineIn(t);
  const db = new Kysely<{ items: { id: Generated<number>; name: string } }>({
    dialect: new SqliteDialect({ database: withStatementCache(engine) }),
  });
  await db.insertInto('items').values({ name: 'n' }).execute();
  t.same(await db.selectFrom('items').select('name').execute(), [{ name: 'n' }]);
  await db.destroy();
  t.equal(engine.open, false, 'destroy closes the engine');
});

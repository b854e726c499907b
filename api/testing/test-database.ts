/**
 * The database of one test, on the engine the run asks for: `TEST_DATABASE=postgres` gives each
 * test a fresh PostgreSQL database, copied (`CREATE DATABASE … TEMPLATE`) from one migrated once
 * per cluster — `strategy file_copy`, ~80 ms where PostgreSQL 15's default WAL-logged copy takes
 * ~600; otherwise a migrated SQLite file in the test's data folder. The cluster is the one named
 * by `TEST_POSTGRES_URL` (started once for a whole tap run by testing/with-postgres.ts), or,
 * without it, one this process starts on first use and stops at exit.
 */
import { createHash, randomBytes } from 'node:crypto';
import SqliteDriver from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { MIGRATIONS, migrateToLatest } from '../db/migrations.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import type { SqlEngine } from '../db/sql-engine.ts';
import { openSqliteDatabase } from '../db/sqlite-database.ts';
import type { Database } from '../db/tables.ts';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.ts';

export const TEST_ENGINE: SqlEngine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** connections of a test's pool: enough for the parallel requests tests make */
const TEST_POOL_SIZE = 5;
/** one template per list of migrations: a migration added while a cluster runs gets its own */
const TEMPLATE = `api_test_template_${createHash('sha256').update(Object.keys(MIGRATIONS).join('\n')).digest('hex').slice(0, 12)}`;

export interface TestDatabase {
  db: Kysely<Database>;
  /** what openDatabase (db/database.ts) would take to open it again: the URL on PostgreSQL */
  databaseUrl: string | undefined;
  /** opens another Kysely on the same database (a restart, a second API process) */
  reopen(): Kysely<Database>;
  /** removes the database (the SQLite file goes with its data folder) */
  drop(): Promise<void>;
}

let ownCluster: Promise<PostgresCluster> | undefined;

/** URL of a database of the test cluster */
async function clusterUrlOf(database: string): Promise<string> {
  const shared = process.env.TEST_POSTGRES_URL;
  if (shared) {
    const url = new URL(shared);
    url.pathname = `/${database}`;
    return url.toString();
  }
  ownCluster ??= startPostgresCluster().then((cluster) => {
    process.once('exit', () => cluster.stop());
    return cluster;
  });
  return (await ownCluster).urlOf(database);
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(await clusterUrlOf('postgres'));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let templateReady: Promise<void> | undefined;

/** The migrated template, made once per cluster: processes sharing it take turns by an advisory lock. */
function ensureTemplate(): Promise<void> {
  templateReady ??= withAdmin(async (client) => {
    const lock = createHash('sha256').update(TEMPLATE).digest().readBigInt64BE(0).toString();
    await client.query('select pg_advisory_lock($1::bigint)', [lock]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
      if (found.rowCount) return;
      await client.query(`create database ${TEMPLATE}`);
      const db = openPostgresDatabase({ url: await clusterUrlOf(TEMPLATE), poolSize: 1 });
      try {
        await migrateToLatest(db);
      } catch (error) {
        await db.destroy();
        // no half-migrated template for the next process to copy
        await client.query(`drop database ${TEMPLATE}`);
        throw error;
      }
      await db.destroy();
      await client.query(`alter database ${TEMPLATE} with is_template true`);
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [lock]);
    }
  });
  return templateReady;
}

/**
 * An empty database (not migrated) for a test that starts a whole API process on it: its URL on
 * PostgreSQL, undefined on SQLite (the API makes the file in its data folder). Dropped at teardown.
 */
export async function createEmptyTestDatabase(t: {
  teardown(fn: () => unknown): void;
}): Promise<string | undefined> {
  if (TEST_ENGINE === 'sqlite') return undefined;
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name} template template0 strategy file_copy`));
  t.teardown(() => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)));
  return clusterUrlOf(name);
}

/**
 * An empty, unmigrated database on the run's engine, for tests of migrations on earlier data:
 * SQLite in memory (foreign keys on, as the app's), or a new PostgreSQL database. Closed and
 * dropped at teardown.
 */
export async function openEmptyTestDatabase(t: {
  teardown(fn: () => unknown): void;
}): Promise<Kysely<Database>> {
  const url = await createEmptyTestDatabase(t);
  if (url) {
    const db = openPostgresDatabase({ url, poolSize: 2 });
    t.teardown(() => db.destroy());
    return db;
  }
  const sqlite = new SqliteDriver(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  t.teardown(() => db.destroy());
  return db;
}

/** A fresh, migrated database for one test (`dataDir` holds the SQLite file on that engine). */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (TEST_ENGINE === 'sqlite') {
    const db = openSqliteDatabase(dataDir);
    await migrateToLatest(db);
    return { db, databaseUrl: undefined, reopen: () => openSqliteDatabase(dataDir), drop: async () => {} };
  }
  await ensureTemplate();
  const name = `test_${randomBytes(8).toString('hex')}`;
  await withAdmin((client) =>
    client.query(`create database ${name} template ${TEMPLATE} strategy file_copy`),
  );
  const url = await clusterUrlOf(name);
  const open = () => openPostgresDatabase({ url, poolSize: TEST_POOL_SIZE });
  return {
    db: open(),
    databaseUrl: url,
    reopen: open,
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

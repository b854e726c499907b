/**
 * `npm run db:copy`: moves the content of a SQLite data folder into a PostgreSQL database.
 *
 *   DATA_DIR=./data DATABASE_URL=postgres://user:pw@host/db npm run db:copy
 *   npm run db:copy -- --from ./data --to postgres://user:pw@host/db
 *
 * Stop the API first (or copy from a backup, `npm run db:backup`): rows written during the copy
 * are not carried over. Both databases are migrated to the latest schema, the target must be
 * empty, and the copy is one transaction: it lands whole or not at all. Media files and generated
 * secrets stay in the data folder; keep using it (DATA_DIR) next to DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copySqliteToPostgres } from './database-copy.ts';
import { migrateToLatest } from './migrations.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { openSqliteDatabase, SQLITE_FILE_NAME } from './sqlite-database.ts';

const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' } },
});
const dataDir = resolve(values.from ?? process.env.DATA_DIR ?? './data');
const url = values.to ?? process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('db:copy: give the target as --to postgres://… or DATABASE_URL');
  process.exit(2);
}
if (!existsSync(join(dataDir, SQLITE_FILE_NAME))) {
  console.error(`db:copy: no ${SQLITE_FILE_NAME} in ${dataDir} (--from or DATA_DIR)`);
  process.exit(2);
}

const source = openSqliteDatabase(dataDir);
const target = openPostgresDatabase({ url, poolSize: 2 });
const started = Date.now();
try {
  await migrateToLatest(source);
  await migrateToLatest(target);
  const copies = await copySqliteToPostgres(source, target, ({ table, rows }) =>
    console.log(`db:copy: ${table}: ${rows} rows`),
  );
  const rows = copies.reduce((sum, c) => sum + c.rows, 0);
  console.log(`db:copy: ${rows} rows in ${copies.length} tables copied in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`db:copy failed, nothing was written: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await source.destroy();
  await target.destroy();
}

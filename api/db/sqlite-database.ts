/**
 * Opens the SQLite engine: one file in DATA_DIR, WAL journal, foreign keys on. Routes never see
 * the engine, only the Kysely instance, so a PostgreSQL dialect can be put in its place.
 */
import { join } from 'node:path';
import SqliteDriver from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { preparePrivateFile, preparePrivateFolder, restrictFiles } from './private-data-folder.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';
import type { Database } from './tables.ts';

export const SQLITE_FILE_NAME = 'content.sqlite';

export function openSqliteDatabase(dataDir: string): Kysely<Database> {
  preparePrivateFolder(dataDir);
  const file = join(dataDir, SQLITE_FILE_NAME);
  // SQLite gives its -wal and -shm files the mode of the database file
  preparePrivateFile(file);
  restrictFiles(`${file}-wal`, `${file}-shm`);
  const driver = new SqliteDriver(file);
  driver.pragma('journal_mode = WAL');
  driver.pragma('foreign_keys = ON');
  driver.pragma('busy_timeout = 5000');
  driver.pragma('synchronous = NORMAL');
  // statements prepared once per SQL text, not per query (sqlite-statement-cache.ts)
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(driver) }) });
}

/**
 * `npm run db:backup -- [file]`: a consistent copy of the content database, taken while the API
 * runs.
 * - SQLite (no DATABASE_URL): SQLite's online backup API (better-sqlite3 `backup()`), page by page
 *   from a second connection; writers are not held up and the copy is one consistent state. The
 *   result is a plain `content.sqlite` to put back in place (README, "Backup and restore").
 * - PostgreSQL (DATABASE_URL set): `pg_dump --format=custom`, one snapshot of the database;
 *   restore with `pg_restore`.
 * Default file: `content-<UTC time>.sqlite` / `.dump` in the current folder. Media files and
 * secrets in DATA_DIR are not part of it: copy the folder beside it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDriver from 'better-sqlite3';
import { SQLITE_FILE_NAME } from './sqlite-database.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' } },
});
const url = process.env.DATABASE_URL;
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const file = resolve(positionals[0] ?? `content-${stamp}.${url ? 'dump' : 'sqlite'}`);
if (existsSync(file)) {
  console.error(`db:backup: ${file} exists; give another file name`);
  process.exit(2);
}

if (url) {
  const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, url], {
    stdio: 'inherit',
  });
  if (dump.error || dump.status !== 0) {
    console.error(
      `db:backup: pg_dump failed${dump.error ? `: ${dump.error.message} (is pg_dump installed?)` : ''}`,
    );
    process.exit(1);
  }
} else {
  const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data');
  const source = join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(source)) {
    console.error(`db:backup: no ${SQLITE_FILE_NAME} in ${dataDir} (--data-dir or DATA_DIR)`);
    process.exit(2);
  }
  const db = new SqliteDriver(source, { fileMustExist: true });
  try {
    // the server keeps writing meanwhile: the backup restarts on the pages it changed
    await db.backup(file);
  } finally {
    db.close();
  }
}
console.log(`db:backup: ${file}`);

import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { loadJwtSecret } from '../config/jwt-secret.ts';
import { migrateToLatest } from './migrations.ts';
import { openSqliteDatabase, SQLITE_FILE_NAME } from './sqlite-database.ts';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

t.test('a new data folder is created 0700 with its database 0600', async (t) => {
  const parent = mkdtempSync(join(tmpdir(), 'data-modes-'));
  t.teardown(() => rmSync(parent, { recursive: true, force: true }));
  const dataDir = join(parent, 'nested', 'data');
  const db = openSqliteDatabase(dataDir);
  await migrateToLatest(db);
  loadJwtSecret(dataDir, undefined);
  await db.destroy();
  t.equal(mode(dataDir), '700');
  t.equal(mode(join(dataDir, SQLITE_FILE_NAME)), '600');
  t.equal(mode(join(dataDir, 'api-jwt-secret')), '600');
});

t.test('an older data folder with readable modes is tightened at start', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'data-modes-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  chmodSync(dataDir, 0o755);
  const file = join(dataDir, SQLITE_FILE_NAME);
  writeFileSync(file, '');
  chmodSync(file, 0o644);
  writeFileSync(`${file}-wal`, '');
  chmodSync(`${file}-wal`, 0o644);
  mkdirSync(join(dataDir, 'media'), { mode: 0o755 });
  const db = openSqliteDatabase(dataDir);
  await migrateToLatest(db);
  await db.destroy();
  t.equal(mode(dataDir), '700', 'folder');
  t.equal(mode(file), '600', 'database');
});

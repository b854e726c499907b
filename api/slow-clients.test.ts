/** The content API cuts off a dripped request body instead of holding the socket forever. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { openRawSocket, whenClosed } from '../server/test-support/raw-socket.ts';
import { buildApiApp } from './app.ts';
import { migrateToLatest } from './db/migrations.ts';
import { openSqliteDatabase } from './db/sqlite-database.ts';
import { nowTimestamp } from './db/timestamps.ts';
import { testConfig } from './testing/api-test-harness.ts';

t.test('a request body dripped one byte at a time is cut off with 408', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-slow-'));
  const db = openSqliteDatabase(dataDir);
  await migrateToLatest(db);
  await db
    .insertInto('domains')
    .values({ host: 'localhost', name: 'Main', created_at: nowTimestamp() })
    .execute();
  const app = await buildApiApp({
    db,
    config: testConfig(dataDir),
    logLevel: 'silent',
    serverLimits: {
      requestTimeoutMs: 1_500,
      headersTimeoutMs: 1_000,
      keepAliveTimeoutMs: 500,
      idleTimeoutMs: 10_000,
      checkIntervalMs: 200,
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(async () => {
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = await openRawSocket(port);
  const closed = whenClosed(socket);
  socket.write(
    'POST /api/forms/contact/submissions HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: localhost\r\n' +
      'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
  );
  const drip = setInterval(() => socket.writable && socket.write('a'), 200);
  const outcome = await closed;
  clearInterval(drip);
  t.ok(outcome.openMs < 5_000, `closed after ${outcome.openMs} ms (request timeout 1.5 s)`);
  t.match(outcome.text, /^HTTP\/1\.1 408/, 'answered 408 Request Timeout');
});

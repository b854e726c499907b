/**
 * Slow clients: a body dripped one byte at a time, headers that never end, and one address
 * opening more connections than it may. Each is cut off by the BFF (and the content API) instead
 * of holding a socket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { buildApiApp } from '../../api/app.ts';
import { migrateToLatest } from '../../api/db/migrations.ts';
import { openSqliteDatabase } from '../../api/db/sqlite-database.ts';
import { nowTimestamp } from '../../api/db/timestamps.ts';
import { testConfig } from '../../api/testing/api-test-harness.ts';
import { startBff } from '../test-support/bff-harness.ts';
import { openRawSocket as open, whenClosed } from '../test-support/raw-socket.ts';
import { startRecordingUpstream } from '../test-support/recording-upstream.ts';

const LIMITS = {
  requestTimeoutMs: 1_500,
  headersTimeoutMs: 1_000,
  keepAliveTimeoutMs: 500,
  idleTimeoutMs: 10_000,
  checkIntervalMs: 200,
};

async function startSlowBff(t: { teardown(fn: () => unknown): void }, maxConnectionsPerAddress = 0) {
  const upstream = await startRecordingUpstream();
  const bff = await startBff({ upstreamUrl: upstream.url, serverLimits: LIMITS, maxConnectionsPerAddress });
  t.teardown(async () => {
    await bff.close();
    await upstream.close();
  });
  return bff;
}

t.test('a body dripped one byte at a time is cut off with 408', async (t) => {
  const bff = await startSlowBff(t);
  const sockets = await Promise.all(Array.from({ length: 10 }, () => open(bff.port)));
  const drips: NodeJS.Timeout[] = [];
  const results = sockets.map((socket) => {
    const closed = whenClosed(socket);
    socket.write(
      'POST /api/forms/contact/submissions HTTP/1.1\r\nHost: localhost\r\nX-CSRF: 1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    drips.push(setInterval(() => socket.writable && socket.write('a'), 200));
    return closed;
  });
  const outcomes = await Promise.all(results);
  for (const timer of drips) clearInterval(timer);
  for (const outcome of outcomes) {
    t.ok(outcome.openMs < 5_000, `closed after ${outcome.openMs} ms (request timeout 1.5 s)`);
    t.match(outcome.text, /^HTTP\/1\.1 408/, 'answered 408 Request Timeout');
  }
});

t.test('headers that never end are cut off', async (t) => {
  const bff = await startSlowBff(t);
  const socket = await open(bff.port);
  const closed = whenClosed(socket);
  socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
  const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 200);
  const outcome = await closed;
  clearInterval(drip);
  t.ok(outcome.openMs < 5_000, `closed after ${outcome.openMs} ms (headers timeout 1 s)`);
});

t.test('one address cannot hold more connections than its cap', async (t) => {
  const bff = await startSlowBff(t, 5);
  const held = await Promise.all(Array.from({ length: 5 }, () => open(bff.port)));
  const extra = await open(bff.port);
  const outcome = await whenClosed(extra);
  t.equal(outcome.text, '', 'the sixth connection is closed without an answer');
  for (const socket of held) t.notOk(socket.destroyed, 'the first five stay open');
  for (const socket of held) socket.destroy();
  // the server counts a connection until it has seen it close: wait for that, not for a while
  const connections = () =>
    new Promise<number>((resolve, reject) =>
      bff.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
  while ((await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  const after = await open(bff.port);
  after.write('GET /bff/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  const answer = await whenClosed(after);
  t.match(answer.text, /^HTTP\/1\.1 200/, 'once they close, the address may connect again');
});

t.test('the content API cuts off a dripped request body with 408 too', async (t) => {
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
  const socket = await open(port);
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

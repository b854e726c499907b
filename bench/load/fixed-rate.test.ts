import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { runFixedRate } from './fixed-rate.ts';

/** a loopback server that counts the paths asked and answers /fail with 503 */
async function countingServer(t: {
  teardown(fn: () => unknown): void;
}): Promise<{ origin: string; asked: Map<string, number> }> {
  const asked = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    asked.set(path, (asked.get(path) ?? 0) + 1);
    res.writeHead(path === '/fail' ? 503 : 200, { 'content-type': 'text/plain' });
    res.end('x'.repeat(path === '/big' ? 300_000 : 10));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

t.test('every request is sent, in turn, and each answer is counted by its status', async (t) => {
  const { origin, asked } = await countingServer(t);
  const seconds: number[] = [];
  const result = await runFixedRate({
    origin,
    rate: 200,
    seconds: 1.5,
    connections: 4,
    requests: [
      { path: '/a', headers: {} },
      { path: '/big', headers: { 'x-test': '1' } },
      { path: '/fail', headers: {} },
    ],
    onSecond: (second) => seconds.push(second),
  });
  t.equal(result.latencies.length, 300, 'one latency per request due');
  t.same(Object.fromEntries(asked), { '/a': 100, '/big': 100, '/fail': 100 }, 'the list taken in turn');
  t.equal(result.ok, 200, 'the 2xx answers, long bodies read to their end');
  t.same([...result.failed], [[503, 100]], 'the others by status');
  t.ok(
    result.latencies.every((ms) => ms > 0 && ms < 5_000),
    'each latency runs from its due time',
  );
  t.same(seconds, [1], 'told once per whole second of the run');
  t.ok(result.elapsedMs >= 1_490, 'the run lasts its seconds');
});

t.test('a request without an answer is counted as failed (status 0), and runs wait their turn', async (t) => {
  const { origin } = await countingServer(t);
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const order: string[] = [];
  const [dead, alive] = await Promise.all([
    runFixedRate({
      origin: deadOrigin,
      rate: 50,
      seconds: 0.2,
      connections: 1,
      requests: [{ path: '/', headers: {} }],
    }).then((r) => {
      order.push('dead');
      return r;
    }),
    runFixedRate({
      origin,
      rate: 50,
      seconds: 0.2,
      connections: 1,
      requests: [{ path: '/', headers: {} }],
    }).then((r) => {
      order.push('alive');
      return r;
    }),
  ]);
  t.same([...dead.failed], [[0, 10]]);
  t.equal(dead.ok, 0);
  t.equal(alive.ok, 10);
  t.same(order, ['dead', 'alive'], 'the second run started after the first ended');
});

t.test('an empty list of requests is refused', async (t) => {
  t.throws(() =>
    runFixedRate({ origin: 'http://127.0.0.1:1', rate: 1, seconds: 1, connections: 1, requests: [] }),
  );
});

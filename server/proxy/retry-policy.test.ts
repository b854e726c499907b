/** Retry counts per method and status (docs/product.md#sessions-and-retries), and the 502/504 answers. */
import { createServer } from 'node:net';
import t from 'tap';
import { RETRYABLE_GET_STATUSES } from '#shared/limits.ts';
import { startBff, startProxyPair } from '../test-support/bff-harness.ts';
import { json } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';
import { isRetryableMethod, shouldRetryStatus } from './retry-policy.ts';

t.test('the rules themselves', async (t) => {
  for (const status of [408, 409, 425, 429, 500, 502, 503, 504])
    t.ok(shouldRetryStatus('GET', status), `GET ${status}`);
  for (const status of [400, 401, 403, 404, 422, 501])
    t.notOk(shouldRetryStatus('GET', status), `GET ${status}`);
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    t.notOk(isRetryableMethod(method), method);
    t.notOk(shouldRetryStatus(method, 503), `${method} 503`);
  }
});

t.test('through a real BFF: GET once more on each retryable status, other methods never', async (t) => {
  const { upstream, bff } = await startProxyPair(
    t,
    (req, res) => {
      const status = Number(new URL(req.url, 'http://x').searchParams.get('status'));
      json(res, status, { statusCode: status, message: `status ${status}` });
    },
    { retryDelayMs: 20 },
  );

  for (const status of RETRYABLE_GET_STATUSES) {
    upstream.requests.length = 0;
    const answer = await call(bff.url, `/api/faqs?status=${status}`, { host: 'localhost' });
    t.equal(upstream.requests.length, 2, `GET ${status}: sent twice`);
    t.equal(answer.status, status, `GET ${status}: the second answer passed through`);
    t.same(answer.json, { statusCode: status, message: `status ${status}` });
  }
  for (const status of [400, 404, 501]) {
    upstream.requests.length = 0;
    await call(bff.url, `/api/faqs?status=${status}`, { host: 'localhost' });
    t.equal(upstream.requests.length, 1, `GET ${status}: not retried`);
  }
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    for (const status of [500, 503, 429]) {
      upstream.requests.length = 0;
      const answer = await call(bff.url, `/api/faqs/1?status=${status}`, {
        method,
        host: 'localhost',
        headers: { 'x-csrf': '1' },
        json: { question: 'q' },
      });
      t.equal(upstream.requests.length, 1, `${method} ${status}: never retried`);
      t.equal(answer.status, status);
    }
  }
});

t.test('a GET that succeeds on its retry answers the success', async (t) => {
  let calls = 0;
  const { bff } = await startProxyPair(t, (_req, res) => {
    calls += 1;
    return calls === 1
      ? json(res, 503, { statusCode: 503, message: 'busy' })
      : json(res, 200, { data: ['ok'] });
  });
  const started = Date.now();
  const answer = await call(bff.url, '/api/faqs', { host: 'localhost' });
  t.equal(answer.status, 200);
  t.same(answer.json, { data: ['ok'] });
  t.ok(Date.now() - started >= 500, 'after the retry delay');
});

t.test('an unreachable upstream gives 502 in the error shape (a GET after one retry)', async (t) => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as { port: number }).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const bff = await startBff({ upstreamUrl: `http://127.0.0.1:${port}`, retryDelayMs: 20 });
  t.teardown(() => bff.close());
  const get = await call(bff.url, '/api/faqs', { host: 'localhost' });
  t.equal(get.status, 502);
  t.same(get.json, { statusCode: 502, message: 'The content service is unreachable' });
  const post = await call(bff.url, '/api/faqs', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1' },
    json: {},
  });
  t.equal(post.status, 502);
});

t.test('a connection reset by the upstream gives 502', async (t) => {
  const { upstream, bff } = await startProxyPair(
    t,
    (_req, res) => {
      res.socket?.destroy();
    },
    { retryDelayMs: 20 },
  );
  const answer = await call(bff.url, '/api/faqs', {
    method: 'DELETE',
    host: 'localhost',
    headers: { 'x-csrf': '1' },
  });
  t.equal(answer.status, 502);
  t.equal(upstream.requests.length, 1, 'a DELETE is not retried after a reset');
});

t.test('an upstream slower than UPSTREAM_TIMEOUT_MS gives 504, not retried', async (t) => {
  const { upstream, bff } = await startProxyPair(
    t,
    async (_req, res) => {
      await new Promise((r) => setTimeout(r, 1500));
      if (!res.destroyed) json(res, 200, { data: 'too late' });
    },
    { upstreamTimeoutMs: 300 },
  );
  const answer = await call(bff.url, '/api/faqs', { host: 'localhost' });
  t.equal(answer.status, 504);
  t.same(answer.json, { statusCode: 504, message: 'The content service did not answer in time' });
  t.equal(upstream.requests.length, 1);
});

/**
 * Upstream answers of every shape cross the replaying proxy intact: small ones collected and
 * sent in one write (compressed only above the threshold), long ones and ones of unknown length
 * streamed, HEAD and bodyless statuses as they came; a browser that leaves during a streamed
 * body aborts the upstream answer (docs/decisions/022-bff-speed-and-public-cache.md).
 */
import { brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import { startProxyPair } from '../test-support/bff-harness.ts';
import { json } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';
import { BUFFERED_ANSWER_MAX_BYTES } from './upstream-call.ts';

async function raw(url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') {
  const answer = await request(url, { method, headers: { host: 'localhost', ...headers } });
  return {
    status: answer.statusCode,
    headers: answer.headers,
    body: Buffer.from(await answer.body.arrayBuffer()),
  };
}

t.test('a small answer arrives whole; compressed only above the threshold', async (t) => {
  const small = { data: { code: '#d9480f' } };
  const larger = { data: Array.from({ length: 100 }, (_, i) => ({ id: i, code: '#d9480f' })) };
  const { bff } = await startProxyPair(t, (req, res) =>
    json(res, 200, req.url === '/api/faqs' ? small : larger, { etag: '"v1"', 'x-custom': 'kept' }),
  );
  const tiny = await raw(`${bff.url}/api/faqs`, { 'accept-encoding': 'gzip, br' });
  t.equal(tiny.status, 200);
  t.equal(tiny.headers['content-encoding'], undefined, 'a tiny JSON is not compressed');
  t.equal(tiny.headers['content-length'], String(Buffer.byteLength(JSON.stringify(small))));
  t.equal(tiny.headers['content-type'], 'application/json; charset=utf-8');
  t.equal(tiny.headers.etag, '"v1"');
  t.equal(tiny.headers['x-custom'], 'kept');
  t.same(JSON.parse(tiny.body.toString()), small);

  const big = await raw(`${bff.url}/api/categories`, { 'accept-encoding': 'br' });
  t.equal(big.headers['content-encoding'], 'br');
  t.equal(Number(big.headers['content-length']), big.body.length, 'its compressed length is announced');
  t.same(JSON.parse(brotliDecompressSync(big.body).toString()), larger);
});

t.test('long answers and answers of unknown length stream through intact', async (t) => {
  const long = Buffer.alloc(BUFFERED_ANSWER_MAX_BYTES + 4096, 'a');
  const { bff } = await startProxyPair(t, (req, res) => {
    if (req.url === '/api/long') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': long.length });
      res.end(long);
      return;
    }
    // chunked: no content-length
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"data":[');
    setTimeout(() => res.end('1,2,3]}'), 20);
  });
  const longAnswer = await raw(`${bff.url}/api/long`, {});
  t.equal(longAnswer.headers['content-length'], String(long.length), 'its length passed on');
  t.ok(longAnswer.body.equals(long), 'every byte arrived');
  const chunked = await call(bff.url, '/api/chunked', { host: 'localhost' });
  t.same(chunked.json, { data: [1, 2, 3] });
});

t.test('HEAD and bodyless answers keep their headers', async (t) => {
  const { bff } = await startProxyPair(t, (req, res) => {
    if (req.method === 'HEAD') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1234' });
      res.end();
      return;
    }
    if (req.url === '/api/no-content') {
      res.writeHead(204);
      res.end();
      return;
    }
    json(res, 200, { data: {} });
  });
  const head = await raw(`${bff.url}/api/faqs`, {}, 'HEAD');
  t.equal(head.status, 200);
  t.equal(head.headers['content-length'], '1234', 'the length of what a GET would get');
  t.equal(head.body.length, 0);
  const empty = await raw(`${bff.url}/api/no-content`, {});
  t.equal(empty.status, 204);
  t.equal(empty.body.length, 0);
});

t.test('a browser leaving during a streamed body aborts the upstream answer', async (t) => {
  let upstreamClosed: () => void = () => {};
  const closed = new Promise<string>((resolve) => (upstreamClosed = () => resolve('closed')));
  const { bff } = await startProxyPair(t, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first part');
    res.on('close', () => upstreamClosed());
    // the rest never comes
  });
  const controller = new AbortController();
  const answer = await request(`${bff.url}/api/slow`, {
    headers: { host: 'localhost' },
    signal: controller.signal,
  });
  t.equal(answer.statusCode, 200);
  answer.body.on('error', () => {});
  controller.abort();
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 3000));
  t.equal(await Promise.race([closed, timeout]), 'closed', 'the upstream connection was let go');
});

t.test('a body that drips in is cut at the time limit and answered 504', async (t) => {
  const { bff } = await startProxyPair(
    t,
    (_req, res) => {
      // 100,000 bytes at one every 50 ms: over an hour, so a cut within seconds is the limit's
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      res.write('{"da');
      // each piece within undici's idle timeout: only a limit on the whole answer ends it
      const drip = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(drip));
    },
    { upstreamTimeoutMs: 300 },
  );
  const started = Date.now();
  const answer = await call(bff.url, '/api/faqs', { host: 'localhost' });
  t.equal(answer.status, 504);
  t.match(answer.json, { statusCode: 504, message: 'The content service did not answer in time' });
  t.ok(Date.now() - started < 10_000, `over in ${Date.now() - started} ms`);
});

/** A browser that aborts its request aborts the upstream request; nothing is retried after it. */
import t from 'tap';
import { startProxyPair } from '../test-support/bff-harness.ts';
import { call } from '../test-support/test-client.ts';

t.test('aborting in the browser aborts upstream', async (t) => {
  let upstreamSawClose: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    upstreamSawClose = resolve;
  });
  const { upstream, bff } = await startProxyPair(
    t,
    (_req, res) => {
      // never answers; notices when the BFF goes away
      res.on('close', () => upstreamSawClose());
    },
    { upstreamTimeoutMs: 10_000, retryDelayMs: 20 },
  );
  const controller = new AbortController();
  const pending = call(bff.url, '/api/faqs', { host: 'localhost', signal: controller.signal }).catch(
    (e: Error) => e,
  );
  while (upstream.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
  controller.abort();
  const result = await pending;
  t.ok(result instanceof Error, 'the browser side was aborted');
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 3000));
  t.not(
    await Promise.race([closed.then(() => 'closed'), timeout]),
    'timeout',
    'the upstream request was aborted',
  );
  await new Promise((r) => setTimeout(r, 200));
  t.equal(upstream.requests.length, 1, 'nothing retried after the abort');
});

t.test('an abort during the retry delay stops the retry', async (t) => {
  const { upstream, bff } = await startProxyPair(
    t,
    (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"statusCode":503,"message":"busy"}');
    },
    { retryDelayMs: 400 },
  );
  const controller = new AbortController();
  const pending = call(bff.url, '/api/faqs', { host: 'localhost', signal: controller.signal }).catch(
    (e: Error) => e,
  );
  while (upstream.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 50));
  controller.abort();
  await pending;
  await new Promise((r) => setTimeout(r, 600));
  t.equal(upstream.requests.length, 1, 'the GET was not retried');
});

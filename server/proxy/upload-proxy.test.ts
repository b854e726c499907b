/** Streamed uploads go through @fastify/http-proxy with built headers and a proactive refresh. */
import t from 'tap';
import { fakeJwt, sessionCookieHeader, startBff, startProxyPair } from '../test-support/bff-harness.ts';
import { json, startRecordingUpstream } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';

const boundary = '----collective-test';
const file = Buffer.alloc(256 * 1024, 7);
const multipart = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="truck.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

t.test('a multipart upload is streamed upstream with the session token and built headers', async (t) => {
  const FRESH = fakeJwt(Math.floor(Date.now() / 1000) + 900, 'fresh');
  const { upstream, bff } = await startProxyPair(t, (req, res) => {
    if (req.url === '/api/auth/refresh-tokens')
      return json(res, 200, { data: { access_token: FRESH, refresh_token: 'R2' } });
    return json(res, 201, { data: { id: 5, received: req.body.length } }, { 'set-cookie': 'upstream=1' });
  });
  const cookie = sessionCookieHeader({
    access: 'valid-access',
    accessExp: Date.now() + 600_000,
    refresh: 'R1',
  });
  const answer = await call(bff.url, '/api/media', {
    method: 'POST',
    host: 'tacos.localhost',
    headers: {
      cookie,
      'x-csrf': '1',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: 'Bearer forged',
      'x-forwarded-for': '6.6.6.6',
    },
    body: multipart,
  });
  t.equal(answer.status, 201);
  t.same(answer.json, { data: { id: 5, received: multipart.length } }, 'the whole body arrived');
  t.notOk(answer.cookie('upstream'), 'upstream Set-Cookie dropped');
  const sent = upstream.to('/api/media')[0];
  t.equal(sent?.headers.authorization, 'Bearer valid-access');
  t.equal(sent?.headers['x-forwarded-for'], 'tacos.localhost');
  t.equal(sent?.headers.cookie, undefined);
  t.match(sent?.headers['content-type'], /^multipart\/form-data; boundary=/);

  upstream.requests.length = 0;
  const expiring = sessionCookieHeader({ access: 'expiring', accessExp: Date.now() + 5000, refresh: 'R1' });
  const refreshed = await call(bff.url, '/api/media', {
    method: 'POST',
    host: 'tacos.localhost',
    headers: { cookie: expiring, 'x-csrf': '1', 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipart,
  });
  t.equal(refreshed.status, 201);
  t.same(
    upstream.requests.map((r) => r.url),
    ['/api/auth/refresh-tokens', '/api/media'],
    'refreshed before streaming',
  );
  t.equal(upstream.requests[1]?.headers.authorization, `Bearer ${FRESH}`);
  t.ok(refreshed.cookie('access_token'), 'new cookies set');

  const noCsrf = await call(bff.url, '/api/media', {
    method: 'POST',
    host: 'tacos.localhost',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipart,
  });
  t.equal(noCsrf.status, 403, 'uploads are CSRF-guarded too');
});

t.test('an upload to an unreachable upstream gives 502 and is not retried', async (t) => {
  const upstream = await startRecordingUpstream();
  const url = upstream.url;
  await upstream.close();
  const bff = await startBff({ upstreamUrl: url });
  t.teardown(() => bff.close());
  const answer = await call(bff.url, '/api/media', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1', 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipart,
  });
  t.equal(answer.status, 502);
  t.same(answer.json, { statusCode: 502, message: 'The content service is unreachable' });
});

t.test('a compressed upload is refused with 415 and never sent upstream', async (t) => {
  const { bff, upstream } = await startProxyPair(t, (_req, res) => json(res, 201, { data: {} }));
  for (const encoding of ['gzip', 'br', 'deflate', 'x-unknown']) {
    const answer = await call(bff.url, '/api/media', {
      method: 'POST',
      host: 'localhost',
      headers: {
        'x-csrf': '1',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-encoding': encoding,
      },
      body: multipart,
    });
    t.equal(answer.status, 415, encoding);
    t.match(answer.json, { statusCode: 415, message: /not be compressed/ });
  }
  t.equal(upstream.to('/api/media').length, 0, 'nothing reached the content API');
});

t.test('listing media (GET) goes through the replaying handler', async (t) => {
  const { upstream, bff } = await startProxyPair(t, (_req, res) => json(res, 200, { data: [] }));
  const file = await call(bff.url, '/media/localhost/library/abc123.webp', { host: 'localhost' });
  t.equal(file.status, 200, 'stored media files are fetched from the content API');
  t.equal(upstream.requests.at(-1)?.url, '/media/localhost/library/abc123.webp');
  upstream.requests.length = 0;
  const answer = await call(bff.url, '/api/media?limit=10', { host: 'localhost' });
  t.equal(answer.status, 200);
  t.equal(upstream.requests[0]?.url, '/api/media?limit=10');
});

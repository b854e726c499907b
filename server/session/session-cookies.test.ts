/** Cookie security through a real BFF: Secure by host, key rotation, body limit. */
import t from 'tap';
import { sealedCookie, startBff, startProxyPair, TEST_SECRET } from '../test-support/bff-harness.ts';
import { json, startRecordingUpstream } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';

t.test('cookies are Secure and __Host- prefixed by default on a public host', async (t) => {
  const { bff } = await startProxyPair(
    t,
    (_req, res) => json(res, 200, { data: { access_token: 'A', refresh_token: 'R' } }),
    { siteHosts: ['collective.example', 'localhost'] },
  );
  const login = (host: string) =>
    call(bff.url, '/api/auth/login', { method: 'POST', host, headers: { 'x-csrf': '1' }, json: {} });
  const production = await login('collective.example');
  t.equal(production.cookie('__Host-refresh_token')?.attributes.secure, true);
  t.equal(production.cookie('site')?.attributes.secure, true);
  const local = await login('localhost');
  t.ok(local.cookie('refresh_token'), 'plain names on localhost');
  t.equal(local.cookie('refresh_token')?.attributes.secure, undefined);
});

t.test('SESSION_SECRET rotation: cookies sealed with the old key still work', async (t) => {
  const upstream = await startRecordingUpstream((req, res) =>
    json(res, 200, { data: { auth: req.headers.authorization ?? null } }),
  );
  const NEW = 'a-brand-new-secret-for-rotation-0123456789';
  const bff = await startBff({ upstreamUrl: upstream.url, sessionSecrets: [NEW, TEST_SECRET] });
  t.teardown(async () => {
    await bff.close();
    await upstream.close();
  });
  const oldCookie = `access_token=${sealedCookie('access_token', JSON.stringify({ t: 'OLD-KEY-TOKEN', e: Date.now() + 600_000 }))}`;
  await call(bff.url, '/api/account', { host: 'localhost', headers: { cookie: oldCookie } });
  t.equal(upstream.requests.at(-1)?.headers.authorization, 'Bearer OLD-KEY-TOKEN');
  const retired = await startBff({ upstreamUrl: upstream.url, sessionSecrets: [NEW] });
  t.teardown(() => retired.close());
  await call(retired.url, '/api/account', { host: 'localhost', headers: { cookie: oldCookie } });
  t.equal(upstream.requests.at(-1)?.headers.authorization, undefined, 'a retired key no longer decrypts');
});

t.test('a body over the limit is refused with 413 and not forwarded', async (t) => {
  const { upstream, bff } = await startProxyPair(t);
  const answer = await call(bff.url, '/api/posts', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    body: Buffer.alloc(11 * 1024 * 1024, 32),
  });
  t.equal(answer.status, 413);
  t.match(answer.json, { statusCode: 413 });
  t.equal(upstream.requests.length, 0);
});

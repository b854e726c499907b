/** The BFF's own endpoints: health, ready, build, session, logout. */
import t from 'tap';
import { sessionCookieHeader, startBff, startProxyPair } from '../test-support/bff-harness.ts';
import { json, startRecordingUpstream } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';

t.test('health, build and session', async (t) => {
  const { upstream, bff } = await startProxyPair(t, (_req, res) => json(res, 200, { status: 'ok' }));
  const health = await call(bff.url, '/bff/health', { host: 'localhost' });
  t.equal(health.status, 200);
  t.same(health.json, { status: 'ok' });

  const build = await call(bff.url, '/bff/build', { host: 'localhost' });
  t.same(build.json, { buildId: 'build-test-1' });
  t.equal(build.headers['cache-control'], 'no-store');

  t.same((await call(bff.url, '/bff/session', { host: 'localhost' })).json, { authenticated: false });
  const signedIn = await call(bff.url, '/bff/session', {
    host: 'localhost',
    headers: { cookie: sessionCookieHeader({ refresh: 'R' }) },
  });
  t.same(signedIn.json, { authenticated: true });
  t.equal(upstream.requests.length, 0, 'none of these is proxied');
});

t.test('ready follows the upstream', async (t) => {
  const upstream = await startRecordingUpstream((_req, res) => json(res, 200, { status: 'ok' }));
  const bff = await startBff({ upstreamUrl: upstream.url });
  t.teardown(() => bff.close());
  const ready = await call(bff.url, '/bff/ready', { host: 'localhost' });
  t.equal(ready.status, 200);
  t.equal(upstream.requests[0]?.url, '/api/health');
  await upstream.close();
  const down = await call(bff.url, '/bff/ready', { host: 'localhost' });
  t.equal(down.status, 503);
  t.same(down.json, { statusCode: 503, message: 'The content service is not answering' });
});

t.test('logout clears both cookies and revokes upstream, even when the upstream is down', async (t) => {
  const upstream = await startRecordingUpstream((_req, res) => json(res, 200, { data: {} }));
  const bff = await startBff({ upstreamUrl: upstream.url });
  t.teardown(() => bff.close());
  const cookie = sessionCookieHeader({ access: 'A', accessExp: Date.now() + 600_000, refresh: 'R-logout' });
  const answer = await call(bff.url, '/bff/logout', {
    method: 'POST',
    host: 'localhost',
    headers: { cookie, 'x-csrf': '1' },
  });
  t.equal(answer.status, 204);
  t.equal(answer.cookie('access_token')?.value, '');
  t.equal(answer.cookie('refresh_token')?.value, '');
  const revoke = upstream.to('/api/auth/logout')[0];
  t.equal(revoke?.headers.authorization, 'Bearer R-logout', 'the refresh token revoked upstream');
  t.equal(revoke?.headers['x-forwarded-for'], 'localhost');

  await upstream.close();
  const offline = await call(bff.url, '/bff/logout', {
    method: 'POST',
    host: 'localhost',
    headers: { cookie, 'x-csrf': '1' },
  });
  t.equal(offline.status, 204, 'signed out anyway');
  t.equal(offline.cookie('refresh_token')?.value, '');

  const viaApi = await call(bff.url, '/api/auth/logout', {
    method: 'POST',
    host: 'localhost',
    headers: { cookie, 'x-csrf': '1' },
  });
  t.equal(viaApi.status, 200, '/api/auth/logout is the same flow');
  t.equal(viaApi.cookie('access_token')?.value, '');
});

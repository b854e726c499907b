/** Token-bearing answers: tokens move into encrypted httpOnly cookies and never reach the browser. */
import t from 'tap';
import { fakeJwt, sessionCookieHeader, startProxyPair } from '../test-support/bff-harness.ts';
import { json } from '../test-support/recording-upstream.ts';
import { call, cookieJar } from '../test-support/test-client.ts';

const ACCESS = fakeJwt(Math.floor(Date.now() / 1000) + 900, 'login');
const REFRESH = 'refresh-token-from-login';

async function setup(t: { teardown(fn: () => unknown): void }, options: { cookieSecure?: boolean } = {}) {
  const { upstream, bff } = await startProxyPair(
    t,
    (req, res) => {
      if (req.url === '/api/auth/login') {
        return json(res, 200, { data: { access_token: ACCESS, refresh_token: REFRESH, user: { id: 1 } } });
      }
      if (req.url === '/api/auth/switch-domain') {
        const domain =
          JSON.parse(req.body).domain_id === 2
            ? { id: 2, host: 'bbq.localhost' }
            : { id: 9, host: 'evil.example' };
        return json(res, 200, {
          data: { access_token: fakeJwt(9999999999, 'switched'), refresh_token: 'R-switched', domain },
        });
      }
      return json(res, 200, { data: { seen: req.headers.authorization ?? null } });
    },
    { cookieSecure: options.cookieSecure },
  );
  return { upstream, bff };
}

const login = (url: string, host = 'localhost') =>
  call(url, '/api/auth/login', {
    method: 'POST',
    host,
    headers: { 'x-csrf': '1' },
    json: { email: 'a@b.c', password: 'pw' },
  });

t.test('login: tokens into cookies with the right attributes, out of the body', async (t) => {
  const { bff, upstream } = await setup(t);
  const answer = await login(bff.url);
  t.equal(answer.status, 200);
  t.equal(answer.cookie('site')?.value, 'localhost', 'the session manages the site it signed in at');
  const again = await call(bff.url, '/api/auth/login', {
    method: 'POST',
    host: 'tacos.localhost',
    headers: { 'x-csrf': '1', 'x-site-context': 'panel', cookie: 'site=bbq.localhost' },
    json: { email: 'a@b.c', password: 'pw' },
  });
  t.equal(upstream.to('/api/auth/login').at(-1)?.headers['x-forwarded-for'], 'tacos.localhost');
  t.equal(
    again.cookie('site')?.value,
    'tacos.localhost',
    'a sign-in starts on its own host, whatever the cookie',
  );
  t.same(answer.json, { data: { user: { id: 1 } } }, 'other fields kept, tokens removed');
  t.notMatch(answer.text, ACCESS);
  t.notMatch(answer.text, REFRESH);
  for (const name of ['access_token', 'refresh_token']) {
    const cookie = answer.cookie(name);
    t.ok(cookie, `${name} set`);
    t.equal(cookie?.attributes.httponly, true, `${name} httpOnly`);
    t.equal(cookie?.attributes.samesite, 'Lax');
    t.equal(cookie?.attributes.path, '/');
    t.equal(cookie?.attributes.domain, undefined, 'no Domain');
    t.equal(cookie?.attributes.secure, undefined, 'not Secure on localhost by default');
    t.notMatch(cookie?.value ?? '', /refresh-token-from-login|login/, 'the value is encrypted');
    t.notMatch(Buffer.from(cookie?.value ?? '', 'base64url').toString('latin1'), REFRESH);
  }
});

t.test('the session cookies authorise later calls; the browser never sees the token', async (t) => {
  const { bff, upstream } = await setup(t);
  const signedIn = await login(bff.url);
  const answer = await call(bff.url, '/api/account', {
    host: 'localhost',
    headers: { cookie: cookieJar([signedIn]) },
  });
  t.equal(upstream.requests.at(-1)?.headers.authorization, `Bearer ${ACCESS}`);
  t.equal(answer.status, 200);
  const session = await call(bff.url, '/bff/session', {
    host: 'localhost',
    headers: { cookie: cookieJar([signedIn]) },
  });
  t.same(session.json, { authenticated: true });
  t.notMatch(session.text, ACCESS);
});

t.test('with Secure cookies the token cookies take the __Host- prefix', async (t) => {
  const { bff, upstream } = await setup(t, { cookieSecure: true });
  const answer = await login(bff.url, 'tacos.localhost');
  const access = answer.cookie('__Host-access_token');
  t.ok(access, 'prefixed access cookie');
  t.ok(answer.cookie('__Host-refresh_token'), 'prefixed refresh cookie');
  t.equal(access?.attributes.secure, true);
  t.equal(access?.attributes.path, '/');
  t.equal(access?.attributes.domain, undefined);
  t.notOk(answer.cookie('access_token'), 'no unprefixed copy');
  await call(bff.url, '/api/account', { host: 'tacos.localhost', headers: { cookie: cookieJar([answer]) } });
  t.equal(
    upstream.requests.at(-1)?.headers.authorization,
    `Bearer ${ACCESS}`,
    'read back under the prefixed name',
  );
});

t.test('a cookie that does not decrypt counts as absent', async (t) => {
  const { bff, upstream } = await setup(t);
  const forged = await call(bff.url, '/api/account', {
    host: 'localhost',
    headers: { cookie: `access_token=${Buffer.from(JSON.stringify({ t: 'forged' })).toString('base64url')}` },
  });
  t.equal(forged.status, 200);
  t.equal(
    upstream.requests.at(-1)?.headers.authorization,
    undefined,
    'no Authorization from a forged cookie',
  );
  const session = await call(bff.url, '/bff/session', {
    host: 'localhost',
    headers: { cookie: 'access_token=garbage; refresh_token=junk' },
  });
  t.same(session.json, { authenticated: false });
});

t.test('switch-domain: new tokens in cookies, site cookie set to an allowed host only', async (t) => {
  const { bff, upstream } = await setup(t);
  const signedIn = await login(bff.url);
  const switched = await call(bff.url, '/api/auth/switch-domain', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1', cookie: cookieJar([signedIn]) },
    json: { domain_id: 2 },
  });
  t.equal(switched.status, 200);
  t.same(switched.json, { data: { domain: { id: 2, host: 'bbq.localhost' } } });
  t.equal(switched.cookie('site')?.value, 'bbq.localhost');
  t.ok(switched.cookie('access_token'));
  await call(bff.url, '/api/account', {
    host: 'localhost',
    headers: { cookie: cookieJar([signedIn, switched]), 'x-site-context': 'panel' },
  });
  const last = upstream.requests.at(-1);
  t.equal(last?.headers['x-forwarded-for'], 'bbq.localhost', "the panel's later calls go to the new site");
  t.match(last?.headers.authorization, /switched/);
  await call(bff.url, '/api/options/options', {
    host: 'localhost',
    headers: { cookie: cookieJar([signedIn, switched]) },
  });
  t.equal(
    upstream.requests.at(-1)?.headers['x-forwarded-for'],
    'localhost',
    "the site's own reads stay on its host",
  );

  const outside = await call(bff.url, '/api/auth/switch-domain', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1', cookie: cookieJar([signedIn]) },
    json: { domain_id: 9 },
  });
  t.not(outside.cookie('site')?.value, 'evil.example', 'a host outside SITE_HOSTS never becomes the site');
});

t.test('the browser cannot get a token from /api/auth/refresh-tokens', async (t) => {
  const { bff, upstream } = await setup(t);
  upstream.handle((req, res) =>
    req.url === '/api/auth/refresh-tokens'
      ? json(res, 200, { data: { access_token: 'NEW-ACCESS', refresh_token: 'NEW-REFRESH' } })
      : json(res, 200, {}),
  );
  const anonymous = await call(bff.url, '/api/auth/refresh-tokens', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1', authorization: 'Bearer stolen-refresh-token' },
  });
  t.equal(anonymous.status, 401, 'without a session cookie there is nothing to refresh');
  t.equal(upstream.requests.length, 0, 'a bearer token from the browser is never used');

  const cookie = sessionCookieHeader({ access: 'OLD', refresh: 'OLD-REFRESH' });
  const refreshed = await call(bff.url, '/api/auth/refresh-tokens', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1', cookie },
  });
  t.equal(refreshed.status, 200);
  t.same(refreshed.json, { data: {} });
  t.notMatch(refreshed.text, /NEW-/);
  t.equal(
    upstream.requests[0]?.headers.authorization,
    'Bearer OLD-REFRESH',
    'the BFF refreshed with the cookie token',
  );
  t.ok(refreshed.cookie('access_token'), 'new cookies set');
});

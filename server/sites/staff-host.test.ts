/**
 * Staff on an origin of their own (PANEL_HOST, decision 033), against the real content API: the
 * staff screens of a site host redirect to the staff host with the site named; a site host refuses
 * sign-in and account calls, and serves a request that carries a session as a visitor's (the
 * cookies cleared); the staff host signs in and works on the site it was sent from; its public
 * paths go to the panel and robots may index nothing. Without PANEL_HOST nothing of this applies.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { OWNER, startStack } from '../test-support/stack-harness.ts';
import { type CallResult, call, cookieJar } from '../test-support/test-client.ts';

const STAFF = 'panel.localhost:3000';
const TACOS = 'tacos.localhost:3000';

async function platform(t: { teardown(fn: () => unknown): void }, panelHost: string | undefined) {
  const { bff } = await startStack(t, 'staff-host', { panelHost });
  return bff;
}

t.test('with a staff host, staff work there and a site host never holds a session', async (t) => {
  const bff = await platform(t, 'panel.localhost');

  for (const path of ['/team-login?next=%2Fpanel%2Fpages', '/panel/pages/4', '/reset-password?token=abc']) {
    const away = await call(bff.url, path, { host: TACOS });
    t.equal(away.status, 302, path);
    const target = new URL(String(away.headers.location));
    t.equal(target.origin, 'http://panel.localhost:3000', `${path}: to the staff host`);
    t.equal(target.pathname, path.split('?')[0], `${path}: the same screen`);
    t.equal(target.searchParams.get('site'), 'tacos.localhost', `${path}: the site it came from`);
    for (const [key, value] of new URLSearchParams(path.split('?')[1] ?? ''))
      t.equal(target.searchParams.get(key), value, `${path}: ${key} kept`);
  }

  const refused = await call(bff.url, API.auth.login, {
    method: 'POST',
    host: TACOS,
    headers: { 'x-csrf': '1' },
    json: OWNER,
  });
  t.equal(refused.status, 403, 'no sign-in on a site host');
  t.match(refused.json, { statusCode: 403, message: 'Staff sign in at http://panel.localhost:3000' });
  t.equal(refused.cookies.length, 0);

  // the staff host: sent from tacos, signs in on tacos and works on it
  const answers: CallResult[] = [];
  const screen = await call(bff.url, '/team-login?site=tacos.localhost', { host: STAFF });
  answers.push(screen);
  t.equal(screen.status, 200);
  t.equal(screen.cookie('site')?.value, 'tacos.localhost', 'the site to manage');
  const login = await call(bff.url, API.auth.login, {
    method: 'POST',
    host: STAFF,
    headers: { 'x-csrf': '1', origin: 'http://panel.localhost:3000', cookie: cookieJar(answers) },
    json: OWNER,
  });
  answers.push(login);
  t.equal(login.status, 200, login.text);
  const session = cookieJar(answers);
  t.match(session, /access_token=/);
  for (const cookie of login.cookies) t.notOk(cookie.attributes.domain, `${cookie.name} is host-only`);
  const options = await call(bff.url, API.options.options, { host: STAFF, headers: { cookie: session } });
  t.equal((options.json as { title: string }).title, 'Taco Row', 'the managed site');
  const users = await call(bff.url, API.users, { host: STAFF, headers: { cookie: session } });
  t.equal(users.status, 200, 'a staff call with the session');

  // the same session cookies presented to a site host: a visitor, and the cookies go
  const onSite = await call(bff.url, API.users, { host: TACOS, headers: { cookie: session } });
  t.equal(onSite.status, 401, 'no session works on a site host');
  t.equal(onSite.cookie('access_token')?.attributes['max-age'], '0', 'the cookies are cleared');
  const publicRead = await call(bff.url, API.options.colors, { host: TACOS, headers: { cookie: session } });
  t.equal(publicRead.status, 200, 'public reads stay as they are');
  const account = await call(bff.url, API.account.self, { host: TACOS, headers: { cookie: session } });
  t.equal(account.status, 403, 'account calls are refused on a site host');

  // the staff host serves no public page and is not indexed
  for (const path of ['/', '/about', '/members']) {
    const page = await call(bff.url, path, { host: STAFF, headers: { cookie: session } });
    t.equal(page.status, 302, path);
    t.equal(page.headers.location, '/panel', `${path} goes to the panel`);
  }
  const robots = await call(bff.url, '/robots.txt', { host: STAFF });
  t.equal(robots.text, 'User-agent: *\nDisallow: /\n');
  const panel = await call(bff.url, '/panel', { host: STAFF, headers: { cookie: session } });
  t.equal(panel.status, 200, 'the panel itself');
});

t.test('without a staff host, staff share the sites’ hosts as before', async (t) => {
  const bff = await platform(t, undefined);
  t.equal((await call(bff.url, '/team-login', { host: TACOS })).status, 200);
  const login = await call(bff.url, API.auth.login, {
    method: 'POST',
    host: TACOS,
    headers: { 'x-csrf': '1' },
    json: OWNER,
  });
  t.equal(login.status, 200, login.text);
});

t.test('a sign-in on the staff host with no site named starts on a site of the account', async (t) => {
  const bff = await platform(t, 'panel.localhost');
  const signIn = (credentials: object, cookie = '') =>
    call(bff.url, API.auth.login, {
      method: 'POST',
      host: STAFF,
      headers: { 'x-csrf': '1', origin: 'http://panel.localhost:3000', ...(cookie ? { cookie } : {}) },
      json: credentials,
    });

  // the owner, sent from bbq, makes an admin of bbq alone
  const screen = await call(bff.url, '/team-login?site=bbq.localhost', { host: STAFF });
  const owner = await signIn(OWNER, cookieJar([screen]));
  const ownerSession = cookieJar([screen, owner]);
  const BBQ_ADMIN = { email: 'pitmaster@bbq.test', password: 'smoke-and-wheels-42' };
  const created = await call(bff.url, API.users, {
    method: 'POST',
    host: STAFF,
    headers: { 'x-csrf': '1', origin: 'http://panel.localhost:3000', cookie: ownerSession },
    json: { ...BBQ_ADMIN, firstname: 'Pit', lastname: 'Master', role_id: 2 },
  });
  t.equal(created.status, 201, created.text);

  // no `?site=`, no cookie: the default site is not the admin's, so the session starts on bbq
  const login = await signIn(BBQ_ADMIN);
  t.equal(login.status, 200, login.text);
  t.equal(login.cookie('site')?.value, 'bbq.localhost', 'the site cookie names the account’s site');
  t.match(login.json, { data: { domain: { host: 'bbq.localhost' } } });
  t.notMatch(login.text, /access_token|refresh_token/, 'no token reaches the browser');
  const options = await call(bff.url, API.options.options, {
    host: STAFF,
    headers: { cookie: cookieJar([login]) },
  });
  t.equal((options.json as { title: string }).title, 'Smoke & Wheels BBQ', 'the panel manages bbq');

  // a site named by the person stays the rule: tacos is not the admin's
  const fromTacos = await call(bff.url, '/team-login?site=tacos.localhost', { host: STAFF });
  const refused = await signIn(BBQ_ADMIN, cookieJar([fromTacos]));
  t.equal(refused.status, 403, 'named a site of another: refused');
  t.equal(refused.cookies.filter((cookie) => cookie.name.includes('token')).length, 0);
});

t.test('the any-site header is the BFF’s own: a browser cannot send it through', async (t) => {
  const bff = await platform(t, undefined);
  const owner = await call(bff.url, API.auth.login, {
    method: 'POST',
    host: TACOS,
    headers: { 'x-csrf': '1' },
    json: OWNER,
  });
  // the panel's call works on the site the owner signed in at: an admin of tacos alone
  const created = await call(bff.url, API.users, {
    method: 'POST',
    host: TACOS,
    headers: { 'x-csrf': '1', 'x-site-context': 'panel', cookie: cookieJar([owner]) },
    json: {
      email: 'cook@tacos.test',
      password: 'taco-row-tuesday-42',
      firstname: 'C',
      lastname: 'K',
      role_id: 2,
    },
  });
  t.equal(created.status, 201, created.text);
  const login = await call(bff.url, API.auth.login, {
    method: 'POST',
    host: 'bbq.localhost:3000',
    headers: { 'x-csrf': '1', 'x-sign-in-any-site': '1' },
    json: { email: 'cook@tacos.test', password: 'taco-row-tuesday-42' },
  });
  t.equal(login.status, 403, 'an account of tacos cannot sign in at bbq, whatever the browser sends');
});

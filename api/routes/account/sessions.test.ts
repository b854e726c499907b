/**
 * The user's sessions on real SQLite: each sign-in is listed with its device (from the user agent
 * sent at sign-in), address and times, the current one marked; one can be signed out (and then
 * stops working), only one's own; "sign out everywhere else" keeps the current one.
 */
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client, login, siteHeaders } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS, PASSWORD } from '../../testing/seeded-staff.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

async function signInFrom(app: FastifyInstance, userAgent: string, address: string) {
  const res = await app.inject({
    method: 'POST',
    url: API.auth.login,
    headers: { ...siteHeaders(HOSTS.main), 'user-agent': userAgent, 'x-real-ip': address },
    payload: { email: EMAILS.editor, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { access_token: string; refresh_token: string };
}

function listFrom(app: FastifyInstance, token: string, address = '203.0.113.7') {
  return app.inject({
    method: 'GET',
    url: API.account.sessions,
    headers: { ...siteHeaders(HOSTS.main, token), 'x-real-ip': address },
  });
}

t.test('the sessions list: device, address, times, the current one', async (t) => {
  const { app } = await createHarness(t);
  const desk = await signInFrom(app, FIREFOX, '203.0.113.7');
  const phone = await signInFrom(app, IPHONE, '198.51.100.23');
  await login(app, EMAILS.admin);

  const res = await listFrom(app, desk.access_token);
  t.equal(res.statusCode, 200);
  const sessions = res.json().data as {
    id: string;
    device: string;
    address: string;
    created_at: string;
    last_used_at: string;
    current: boolean;
  }[];
  t.equal(sessions.length, 2, 'only the editor’s own sessions');
  const current = sessions.find((s) => s.current);
  const other = sessions.find((s) => !s.current);
  t.match(current, { device: 'Firefox 133 on Windows 10', address: '203.0.113.7' });
  t.match(other, { device: 'Safari 17 on iPhone', address: '198.51.100.23' });
  t.equal(sessions[0]?.current, true, 'this device comes first');
  t.ok(current && !Number.isNaN(Date.parse(current.created_at)) && current.created_at.endsWith('Z'));
  t.ok(current && Date.now() - Date.parse(current.last_used_at) < 60_000, 'last used: now');

  // a call from another address is recorded as the session's last use
  await listFrom(app, phone.access_token, '192.0.2.99');
  const seen = (await listFrom(app, desk.access_token)).json().data as { id: string; address: string }[];
  t.equal(seen.find((s) => s.id === other?.id)?.address, '192.0.2.99');
  t.equal((await client(app).get(API.account.sessions)).status, 401);
});

t.test('signing out one session, and everywhere else', async (t) => {
  const { app } = await createHarness(t);
  const desk = await signInFrom(app, FIREFOX, '203.0.113.7');
  const phone = await signInFrom(app, IPHONE, '198.51.100.23');
  const tablet = await signInFrom(app, IPHONE, '198.51.100.24');
  const admin = await login(app, EMAILS.admin);
  const list = async (token: string) =>
    (await listFrom(app, token)).json().data as { id: string; current: boolean }[];
  const phoneId = (await list(phone.access_token)).find((s) => s.current)?.id ?? '';
  const adminId = (await list(admin.access_token)).find((s) => s.current)?.id ?? '';

  const notMine = await client(app, desk.access_token).delete(API.account.session(adminId));
  t.equal(notMine.status, 404, 'another user’s session cannot be signed out');
  t.equal((await client(app, admin.access_token).get(API.account.self)).status, 200);
  t.equal((await client(app, desk.access_token).delete(API.account.session('nope'))).status, 404);

  const out = await client(app, desk.access_token).delete(API.account.session(phoneId));
  t.same(out, { status: 200, body: { data: { signed_out: 1 } } });
  t.equal((await client(app, phone.access_token).get(API.account.self)).status, 401, 'it stops working');
  const refresh = await app.inject({
    method: 'POST',
    url: API.auth.refreshTokens,
    headers: { authorization: `Bearer ${phone.refresh_token}` },
  });
  t.equal(refresh.statusCode, 401, 'and cannot be refreshed');
  t.equal((await list(desk.access_token)).length, 2);
  t.equal(
    (await client(app, desk.access_token).delete(API.account.session(phoneId))).status,
    404,
    'already over',
  );

  const others = await client(app, desk.access_token).post(API.account.signOutOtherSessions);
  t.same(others, { status: 200, body: { data: { signed_out: 1 } } });
  t.equal((await client(app, tablet.access_token).get(API.account.self)).status, 401);
  t.equal((await client(app, desk.access_token).get(API.account.self)).status, 200, 'this one stays');
  t.equal((await client(app, admin.access_token).get(API.account.self)).status, 200, 'other users stay');
  const left = await list(desk.access_token);
  t.same(
    left.map((s) => s.current),
    [true],
  );
});

t.test('a refreshed session stays one entry; a signed-out one leaves the list', async (t) => {
  const { app } = await createHarness(t);
  const desk = await signInFrom(app, FIREFOX, '203.0.113.7');
  const refreshed = await app.inject({
    method: 'POST',
    url: API.auth.refreshTokens,
    headers: { authorization: `Bearer ${desk.refresh_token}`, 'x-real-ip': '203.0.113.8' },
  });
  t.equal(refreshed.statusCode, 200);
  const token = refreshed.json().data.access_token as string;
  const sessions = (await listFrom(app, token, '203.0.113.8')).json().data as {
    device: string;
    address: string;
  }[];
  t.equal(sessions.length, 1);
  t.match(sessions[0], { device: 'Firefox 133 on Windows 10', address: '203.0.113.8' });
  await app.inject({ method: 'POST', url: API.auth.logout, headers: { authorization: `Bearer ${token}` } });
  const other = await signInFrom(app, IPHONE, '198.51.100.23');
  t.equal(((await listFrom(app, other.access_token)).json().data as unknown[]).length, 1);
});

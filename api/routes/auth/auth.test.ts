import { decodeJwt } from 'jose';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { hashToken, REFRESH_GRACE_SECONDS } from '../../auth/refresh-sessions.ts';
import { base32Encode, totpCode } from '../../auth/totp.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS, PASSWORD } from '../../testing/seeded-staff.ts';

t.test('health answers without a site', async (t) => {
  const { app } = await createHarness(t);
  const res = await app.inject({ method: 'GET', url: API.health });
  t.equal(res.statusCode, 200);
  t.same(res.json(), { status: 'ok' });
});

t.test('unknown or missing site is 404 in the error shape', async (t) => {
  const { app } = await createHarness(t);
  const missing = await app.inject({ method: 'POST', url: API.auth.login, payload: {} });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().statusCode, 404);
  const unknown = await client(app, undefined, 'nowhere.localhost').post(API.auth.login, {});
  t.equal(unknown.status, 404);
  t.match(unknown.body.message, /Unknown site/);
});

t.test('login answers a token pair with the documented claims', async (t) => {
  const { app, users, domains } = await createHarness(t);
  const pair = await login(app, EMAILS.admin);
  t.type(pair.refresh_token, 'string');
  const claims = decodeJwt(pair.access_token);
  t.equal(claims.sub, String(users.admin));
  t.equal(claims.dom, domains.main);
  t.type(claims.fam, 'string');
  t.same(claims.roles, [2]);
  t.equal((claims.exp ?? 0) - (claims.iat ?? 0), 900, 'access token lives 15 minutes');
});

t.test('login with wrong email or wrong password answers the same', async (t) => {
  const { app } = await createHarness(t);
  const wrongPassword = await client(app).post(API.auth.login, {
    email: EMAILS.admin,
    password: 'nope nope nope',
  });
  const wrongEmail = await client(app).post(API.auth.login, {
    email: 'ghost@example.test',
    password: 'nope nope nope',
  });
  t.equal(wrongPassword.status, 401);
  t.same(wrongPassword.body, wrongEmail.body);
  t.equal(wrongEmail.status, 401);
});

t.test('login validation errors are per field', async (t) => {
  const { app } = await createHarness(t);
  const res = await client(app).post(API.auth.login, { email: 'a@b.c' });
  t.equal(res.status, 400);
  t.same(res.body.errors.password, ['is required']);
});

t.test('login is refused on a site the account may not work on', async (t) => {
  const { app } = await createHarness(t);
  const res = await client(app, undefined, HOSTS.tacos).post(API.auth.login, {
    email: EMAILS.admin,
    password: PASSWORD,
  });
  t.equal(res.status, 403);
});

t.test('after five failures the failing address must wait, even with the right password', async (t) => {
  const { app } = await createHarness(t);
  for (let i = 0; i < 5; i++) {
    const res = await client(app).post(API.auth.login, { email: EMAILS.editor, password: 'wrong' });
    t.equal(res.status, 401);
  }
  const blocked = await client(app).post(API.auth.login, { email: EMAILS.editor, password: PASSWORD });
  t.equal(blocked.status, 429, 'the account’s backoff holds back the address that failed');
  const other = await client(app).post(API.auth.login, { email: EMAILS.admin, password: PASSWORD });
  t.equal(other.status, 200, 'another account from the same address still works below the address limit');
});

t.test('login is rate limited per client address (X-Real-IP)', async (t) => {
  const { app } = await createHarness(t);
  const loginFrom = (address: string, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: API.auth.login,
      headers: { 'x-forwarded-for': HOSTS.main, 'x-real-ip': address },
      payload: { email, password },
    });
  for (let i = 0; i < 20; i++) await loginFrom('203.0.113.9', `nobody${i}@example.test`, 'wrong');
  const blocked = await loginFrom('203.0.113.9', EMAILS.admin, PASSWORD);
  t.equal(blocked.statusCode, 429);
  const elsewhere = await loginFrom('198.51.100.1', EMAILS.admin, PASSWORD);
  t.equal(elsewhere.statusCode, 200);
});

t.test('two-factor login needs a valid code', async (t) => {
  const { app, db, users } = await createHarness(t);
  const secret = base32Encode(Buffer.from('0123456789abcdefghij'));
  await db.updateTable('users').set({ totp_secret: secret }).where('id', '=', users.admin).execute();
  const noCode = await client(app).post(API.auth.login, { email: EMAILS.admin, password: PASSWORD });
  t.equal(noCode.status, 401);
  t.equal(noCode.body.statusCode, 401);
  t.ok(noCode.body.errors.code.length > 0);
  const badCode = await client(app).post(API.auth.login, {
    email: EMAILS.admin,
    password: PASSWORD,
    code: '000000' === totpCode(secret) ? '111111' : '000000',
  });
  t.equal(badCode.status, 401);
  t.ok(badCode.body.errors.code);
  const ok = await client(app).post(API.auth.login, {
    email: EMAILS.admin,
    password: PASSWORD,
    code: totpCode(secret),
  });
  t.equal(ok.status, 200);
  t.type(ok.body.data.access_token, 'string');
});

t.test('refresh rotates; reuse after the grace window revokes the family', async (t) => {
  const { app, db } = await createHarness(t);
  const first = await login(app, EMAILS.admin);
  const refresh = (token: string) => client(app, token).post(API.auth.refreshTokens);

  const second = await refresh(first.refresh_token);
  t.equal(second.status, 200);
  const pair2 = second.body.data;
  t.not(pair2.refresh_token, first.refresh_token);

  const third = await refresh(pair2.refresh_token);
  t.equal(third.status, 200);
  const pair3 = third.body.data;

  // move the rotation of the first token out of the grace window
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: Math.floor(Date.now() / 1000) - REFRESH_GRACE_SECONDS - 5 })
    .where('token_hash', '=', hashToken(first.refresh_token))
    .execute();
  const reuse = await refresh(first.refresh_token);
  t.equal(reuse.status, 401);
  t.equal(reuse.body.statusCode, 401);

  const afterReuse = await refresh(pair3.refresh_token);
  t.equal(afterReuse.status, 401, 'the newest token of the family is revoked too');
  const account = await client(app, pair3.access_token).get(API.account.self);
  t.equal(account.status, 401, 'access tokens of the family stop working');
});

t.test('within the grace window the same rotated token gives the same pair', async (t) => {
  const { app } = await createHarness(t);
  const first = await login(app, EMAILS.admin);
  const refresh = (token: string) => client(app, token).post(API.auth.refreshTokens);
  const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
  t.equal(a.status, 200);
  t.equal(b.status, 200);
  t.same(a.body.data, b.body.data, 'both replicas get the same new pair');
  const next = await refresh(a.body.data.refresh_token);
  t.equal(next.status, 200, 'the family stays alive');
});

t.test('refresh refuses garbage, a missing token and an access token', async (t) => {
  const { app } = await createHarness(t);
  const pair = await login(app, EMAILS.admin);
  const none = await client(app).post(API.auth.refreshTokens);
  t.equal(none.status, 401);
  const garbage = await client(app, 'not-a-token').post(API.auth.refreshTokens);
  t.equal(garbage.status, 401);
  const access = await client(app, pair.access_token).post(API.auth.refreshTokens);
  t.equal(access.status, 401);
});

t.test('refresh fails after the refresh token expired', async (t) => {
  const { app, db } = await createHarness(t);
  const pair = await login(app, EMAILS.admin);
  await db.updateTable('refresh_tokens').set({ expires_at: 1 }).execute();
  const res = await client(app, pair.refresh_token).post(API.auth.refreshTokens);
  t.equal(res.status, 401);
});

t.test('logout with a refresh token or an access token revokes the family; repeat is fine', async (t) => {
  const { app } = await createHarness(t);
  const byRefresh = await login(app, EMAILS.admin);
  const out = await client(app, byRefresh.refresh_token).post(API.auth.logout);
  t.equal(out.status, 200);
  t.same(out.body, { data: {} });
  const again = await client(app, byRefresh.refresh_token).post(API.auth.logout);
  t.same(again, { status: 200, body: { data: {} } });
  const stale = await client(app, byRefresh.access_token).get(API.account.self);
  t.equal(stale.status, 401);
  const refresh = await client(app, byRefresh.refresh_token).post(API.auth.refreshTokens);
  t.equal(refresh.status, 401);

  const byAccess = await login(app, EMAILS.admin);
  const out2 = await client(app, byAccess.access_token).post(API.auth.logout);
  t.same(out2, { status: 200, body: { data: {} } });
  const refresh2 = await client(app, byAccess.refresh_token).post(API.auth.refreshTokens);
  t.equal(refresh2.status, 401);
  const anonymous = await client(app).post(API.auth.logout);
  t.same(anonymous, { status: 200, body: { data: {} } });
});

t.test('switch-domain gives a session on the other domain and ends the old one', async (t) => {
  const { app, domains } = await createHarness(t);
  const owner = await login(app, EMAILS.owner);
  const res = await client(app, owner.access_token).post(API.auth.switchDomain, { domain_id: domains.tacos });
  t.equal(res.status, 200);
  t.same(res.body.data.domain, { id: domains.tacos, host: HOSTS.tacos });
  t.equal(decodeJwt(res.body.data.access_token).dom, domains.tacos);
  const old = await client(app, owner.access_token).get(API.account.self);
  t.equal(old.status, 401);

  const admin = await login(app, EMAILS.admin);
  const refused = await client(app, admin.access_token).post(API.auth.switchDomain, {
    domain_id: domains.tacos,
  });
  t.equal(refused.status, 403);
  const unknown = await client(app, admin.access_token).post(API.auth.switchDomain, { domain_id: 999 });
  t.equal(unknown.status, 404);
  const invalid = await client(app, admin.access_token).post(API.auth.switchDomain, { domain_id: 'x' });
  t.equal(invalid.status, 400);
  t.ok(invalid.body.errors.domain_id);
});

t.test('refresh and logout need no site header and accept an empty JSON body', async (t) => {
  const { app } = await createHarness(t);
  const pair = await login(app, EMAILS.admin);
  const refreshed = await app.inject({
    method: 'POST',
    url: API.auth.refreshTokens,
    headers: { authorization: `Bearer ${pair.refresh_token}`, 'content-type': 'application/json' },
  });
  t.equal(refreshed.statusCode, 200);
  const out = await app.inject({
    method: 'POST',
    url: API.auth.logout,
    headers: {
      authorization: `Bearer ${refreshed.json().data.refresh_token}`,
      'content-type': 'application/json',
    },
    payload: '',
  });
  t.same(out.json(), { data: {} });
  const broken = await app.inject({
    method: 'POST',
    url: API.auth.login,
    headers: { 'x-forwarded-for': HOSTS.main, 'content-type': 'application/json' },
    payload: '{"email":',
  });
  t.equal(broken.statusCode, 400, 'malformed JSON is a 400, not a 500');
  t.equal(broken.json().statusCode, 400);
});

t.test('parallel attempts cannot slip under the login limit', async (t) => {
  const { app } = await createHarness(t);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      client(app).post(API.auth.login, { email: EMAILS.editor, password: 'wrong' }),
    ),
  );
  const statuses = answers.map((a) => a.status);
  t.equal(statuses.filter((s) => s === 401).length, 5, 'only the first five are checked');
  t.equal(statuses.filter((s) => s === 429).length, 15, 'the rest are refused at once');
});

t.test('one two-factor code signs in once, even in parallel', async (t) => {
  const { app, db, users } = await createHarness(t);
  const secret = base32Encode(Buffer.from('abcdefghij0123456789'));
  await db.updateTable('users').set({ totp_secret: secret }).where('id', '=', users.admin).execute();
  const code = totpCode(secret);
  const answers = await Promise.all(
    Array.from({ length: 3 }, () =>
      client(app).post(API.auth.login, { email: EMAILS.admin, password: PASSWORD, code }),
    ),
  );
  t.same(answers.map((a) => a.status).sort(), [200, 401, 401]);
});

t.test('asking for the code does not reset the failure count (no code brute force)', async (t) => {
  const { app, db, users } = await createHarness(t);
  const secret = base32Encode(Buffer.from('zyxwvutsrq9876543210'));
  await db.updateTable('users').set({ totp_secret: secret }).where('id', '=', users.admin).execute();
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 3; i++) {
      await client(app).post(API.auth.login, { email: EMAILS.admin, password: PASSWORD, code: wrong });
    }
    await client(app).post(API.auth.login, { email: EMAILS.admin, password: PASSWORD });
  }
  const afterSix = await client(app).post(API.auth.login, {
    email: EMAILS.admin,
    password: PASSWORD,
    code: wrong,
  });
  t.equal(afterSix.status, 429, 'six wrong codes in the window: the address must wait');
});

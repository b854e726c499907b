/**
 * "Require two-factor for a role" on real SQLite: only owners read and set it; an owner cannot
 * require it of their own role before turning it on; a user of a required role without two-factor
 * gets 403 `two_factor_required` on every call but reading the account and setting two-factor up,
 * until it is on; and then cannot turn it off.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import { TWO_FACTOR_REQUIRED } from '#shared/two-factor.ts';
import { totpCode } from '../../auth/totp.ts';
import { call, createHarness, EMAILS, login, PASSWORD } from '../../testing/api-test-harness.ts';

t.test('owners set the roles that require two-factor', async (t) => {
  const { app } = await createHarness(t);
  const owner = (await login(app, EMAILS.owner)).access_token;
  const admin = (await login(app, EMAILS.admin)).access_token;
  const put = (token: string, payload: unknown) =>
    call(app, { method: 'PUT', url: API.options.security, token, payload });

  t.same((await call(app, { method: 'GET', url: API.options.security, token: owner })).body, {
    data: { two_factor_roles: [] },
  });
  t.equal((await call(app, { method: 'GET', url: API.options.security, token: admin })).status, 403);
  t.equal((await put(admin, { two_factor_roles: [ROLE.editor] })).status, 403, 'admins cannot');
  t.equal((await put(owner, { two_factor_roles: [7] })).status, 400, 'unknown role');
  t.equal((await put(owner, { two_factor_roles: [3, 3] })).status, 400, 'twice the same role');
  const huge = await put(owner, { two_factor_roles: Array.from({ length: 100_000 }, () => 3) });
  t.equal(huge.status, 400, 'a huge list is refused by its length, not compared pair by pair');
  t.equal((await put(owner, {})).status, 400);

  const ownRole = await put(owner, { two_factor_roles: [ROLE.owner, ROLE.editor] });
  t.equal(ownRole.status, 400, 'not of one’s own role while one’s own two-factor is off');
  t.ok(ownRole.body.errors.two_factor_roles);

  const set = await put(owner, { two_factor_roles: [ROLE.editor, ROLE.admin] });
  t.same(set, { status: 200, body: { data: { two_factor_roles: [ROLE.admin, ROLE.editor] } } });
  t.same((await call(app, { method: 'GET', url: API.options.security, token: owner })).body.data, {
    two_factor_roles: [ROLE.admin, ROLE.editor],
  });
});

t.test('a user of a required role is sent to set two-factor up first', async (t) => {
  const { app } = await createHarness(t);
  const owner = (await login(app, EMAILS.owner)).access_token;
  const editor = (await login(app, EMAILS.editor)).access_token;
  const listPosts = () => call(app, { method: 'GET', url: `${API.posts.byType}?type=1`, token: editor });
  t.equal((await listPosts()).status, 200, 'before the requirement');

  await call(app, {
    method: 'PUT',
    url: API.options.security,
    token: owner,
    payload: { two_factor_roles: [ROLE.editor] },
  });

  const refused = await listPosts();
  t.equal(refused.status, 403);
  t.ok(refused.body.errors[TWO_FACTOR_REQUIRED], 'a clear code the panel acts on');
  t.match(refused.body.message, /two-factor/);
  for (const [method, url] of [
    ['GET', API.account.sessions],
    ['GET', API.options.domains],
    ['POST', API.account.changePassword],
  ] as const) {
    const res = await call(app, { method, url, token: editor, payload: method === 'POST' ? {} : undefined });
    t.equal(res.status, 403, `${method} ${url} is refused too`);
  }
  t.equal(
    (await call(app, { method: 'GET', url: API.options.options, token: editor })).status,
    200,
    'public reads stay open',
  );
  t.equal(
    (await call(app, { method: 'GET', url: API.account.self, token: editor })).status,
    200,
    'the profile reads',
  );
  const status = await call(app, { method: 'GET', url: API.account.twoFactor, token: editor });
  t.same(status.body, { data: { enabled: false, required: true, recovery_codes_left: 0 } });
  t.equal((await login(app, EMAILS.editor)).access_token.length > 0, true, 'signing in still works');
  t.equal(
    (await call(app, { method: 'GET', url: `${API.posts.byType}?type=1`, token: owner })).status,
    200,
    'other roles are not held up',
  );

  const start = await call(app, { method: 'POST', url: API.account.twoFactor, token: editor });
  t.equal(start.status, 200, 'set-up is open');
  const confirm = await call(app, {
    method: 'POST',
    url: API.account.twoFactorConfirm,
    token: editor,
    payload: { code: totpCode(start.body.data.secret) },
  });
  t.equal(confirm.status, 200);
  t.equal((await listPosts()).status, 200, 'with two-factor on, everything opens');

  const off = await call(app, {
    method: 'POST',
    url: API.account.twoFactorDisable,
    token: editor,
    payload: { password: PASSWORD, recovery_code: confirm.body.data.recovery_codes[0] },
  });
  t.equal(off.status, 403, 'it cannot be turned off while the role requires it');
  t.equal(
    (await call(app, { method: 'GET', url: API.account.twoFactor, token: editor })).body.data.enabled,
    true,
  );

  await call(app, {
    method: 'PUT',
    url: API.options.security,
    token: owner,
    payload: { two_factor_roles: [] },
  });
  const offNow = await call(app, {
    method: 'POST',
    url: API.account.twoFactorDisable,
    token: editor,
    payload: { password: PASSWORD, recovery_code: confirm.body.data.recovery_codes[0] },
  });
  t.same(offNow.body, { data: { enabled: false } }, 'once the requirement is lifted it can');
});

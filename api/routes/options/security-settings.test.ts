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
import { call, client, login } from '../../testing/api-calls.ts';
import { signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS, PASSWORD } from '../../testing/seeded-staff.ts';

t.test('owners set the roles that require two-factor', async (t) => {
  const { app, token: owner } = await signedIn(t, 'owner');
  const admin = (await login(app, EMAILS.admin)).access_token;
  const put = (token: string, payload: unknown) => client(app, token).put(API.options.security, payload);

  t.same((await client(app, owner).get(API.options.security)).body, {
    data: { two_factor_roles: [] },
  });
  t.equal((await client(app, admin).get(API.options.security)).status, 403);
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
  t.same((await client(app, owner).get(API.options.security)).body.data, {
    two_factor_roles: [ROLE.admin, ROLE.editor],
  });
});

t.test('a user of a required role is sent to set two-factor up first', async (t) => {
  const { app, token: owner } = await signedIn(t, 'owner');
  const editor = (await login(app, EMAILS.editor)).access_token;
  const listPosts = () => client(app, editor).get(`${API.posts.byType}?type=1`);
  t.equal((await listPosts()).status, 200, 'before the requirement');

  await client(app, owner).put(API.options.security, { two_factor_roles: [ROLE.editor] });

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
  t.equal((await client(app, editor).get(API.options.options)).status, 200, 'public reads stay open');
  t.equal((await client(app, editor).get(API.account.self)).status, 200, 'the profile reads');
  const status = await client(app, editor).get(API.account.twoFactor);
  t.same(status.body, { data: { enabled: false, required: true, recovery_codes_left: 0 } });
  t.equal((await login(app, EMAILS.editor)).access_token.length > 0, true, 'signing in still works');
  t.equal(
    (await client(app, owner).get(`${API.posts.byType}?type=1`)).status,
    200,
    'other roles are not held up',
  );

  const start = await client(app, editor).post(API.account.twoFactor);
  t.equal(start.status, 200, 'set-up is open');
  const confirm = await client(app, editor).post(API.account.twoFactorConfirm, {
    code: totpCode(start.body.data.secret),
  });
  t.equal(confirm.status, 200);
  t.equal((await listPosts()).status, 200, 'with two-factor on, everything opens');

  const off = await client(app, editor).post(API.account.twoFactorDisable, {
    password: PASSWORD,
    recovery_code: confirm.body.data.recovery_codes[0],
  });
  t.equal(off.status, 403, 'it cannot be turned off while the role requires it');
  t.equal((await client(app, editor).get(API.account.twoFactor)).body.data.enabled, true);

  await client(app, owner).put(API.options.security, { two_factor_roles: [] });
  const offNow = await client(app, editor).post(API.account.twoFactorDisable, {
    password: PASSWORD,
    recovery_code: confirm.body.data.recovery_codes[0],
  });
  t.same(offNow.body, { data: { enabled: false } }, 'once the requirement is lifted it can');
});

/**
 * Deactivating and reactivating staff accounts (issue 9): a deactivated account's sessions end at
 * once, its refresh is refused, its sign-in gets a clear 403 (for the right password only), and
 * the rules of who may do it hold; the last sign-in is recorded.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import { deactivateAccount } from '../../accounts/account-activation.ts';
import { client, login, siteHeaders } from '../../testing/api-calls.ts';
import { createHarness, signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS, PASSWORD } from '../../testing/seeded-staff.ts';

const refresh = (app: Parameters<typeof login>[0], refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: API.auth.refreshTokens,
    headers: { authorization: `Bearer ${refreshToken}` },
  });

const signIn = (app: Parameters<typeof login>[0], email: string, password = PASSWORD) =>
  client(app).post(API.auth.login, { email, password });

t.test(
  'a deactivated user is signed out at once, cannot refresh or sign in, until reactivated',
  async (t) => {
    const { app, users, token: admin } = await signedIn(t, 'admin');
    const editor = await login(app, EMAILS.editor);
    t.equal((await client(app, editor.access_token).get(API.account.self)).status, 200);

    const res = await client(app, admin).post(API.userDeactivate(users.editor));
    t.equal(res.status, 200, JSON.stringify(res.body));
    t.match(res.body.data, { id: users.editor, deactivated_at: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/ });

    const after = await client(app, editor.access_token).get(API.account.self);
    t.equal(after.status, 401, 'the access token it holds stops working at once');
    const refused = await refresh(app, editor.refresh_token);
    t.equal(refused.statusCode, 401, 'its refresh is refused');

    const rightPassword = await signIn(app, EMAILS.editor);
    t.equal(rightPassword.status, 403);
    t.match(rightPassword.body.message, /deactivated/);
    t.notOk(rightPassword.body.data, 'no tokens');
    const wrongPassword = await signIn(app, EMAILS.editor, 'not the password');
    t.equal(wrongPassword.status, 401, 'a wrong password learns nothing about the account');
    t.notMatch(JSON.stringify(wrongPassword.body), /deactivated/);

    const listed = await client(app, admin).get(API.users);
    t.ok(
      listed.body.data.find((u: { id: number }) => u.id === users.editor).deactivated_at,
      'the list shows it deactivated',
    );
    const again = await client(app, admin).post(API.userDeactivate(users.editor));
    t.equal(
      again.body.data.deactivated_at,
      res.body.data.deactivated_at,
      'deactivating twice keeps the date',
    );

    const back = await client(app, admin).post(API.userReactivate(users.editor));
    t.equal(back.status, 200);
    t.equal(back.body.data.deactivated_at, null);
    t.equal((await refresh(app, editor.refresh_token)).statusCode, 401, 'old sessions stay ended');
    const fresh = await login(app, EMAILS.editor);
    t.equal((await client(app, fresh.access_token).get(API.account.self)).status, 200);
  },
);

t.test('a session that escaped revocation still gets no tokens once deactivated', async (t) => {
  const { app, db, users } = await createHarness(t);
  const editor = await login(app, EMAILS.editor);
  // deactivated by hand, sessions left alive: the guard and the refresh check the account itself
  await db
    .updateTable('users')
    .set({ deactivated_at: '2026-01-01 00:00:00' })
    .where('id', '=', users.editor)
    .execute();
  t.equal((await client(app, editor.access_token).get(API.account.self)).status, 401);
  t.equal((await refresh(app, editor.refresh_token)).statusCode, 401);
});

t.test('who may deactivate whom', async (t) => {
  const { app, db, domains, users, token: owner } = await signedIn(t, 'owner');
  const { access_token: admin } = await login(app, EMAILS.admin);
  const { access_token: editor } = await login(app, EMAILS.editor);

  const self = await client(app, admin).post(API.userDeactivate(users.admin));
  t.equal(self.status, 400, 'not oneself');
  t.match(self.body.errors.id, [/yourself/]);
  t.equal(
    (await client(app, owner).post(API.userDeactivate(users.owner))).status,
    400,
    'nor an owner itself',
  );
  t.equal(
    (await client(app, admin).post(API.userDeactivate(users.owner))).status,
    404,
    'an admin does not see owners',
  );
  t.equal(
    (await client(app, editor).post(API.userDeactivate(users.admin))).status,
    403,
    'editors manage no users',
  );
  t.equal(
    (await client(app, admin).post(API.userDeactivate(users.tacosAdmin))).status,
    404,
    'nor staff of another site',
  );

  const shared = await client(app, owner).post(API.users, {
    email: 'both@example.test',
    firstname: 'Both',
    lastname: 'Sites',
    password: 'a long password',
    role_id: ROLE.editor,
    domain_ids: [domains.main, domains.tacos],
  });
  const both = shared.body.data.id;
  const foreign = await client(app, admin).post(API.userDeactivate(both));
  t.equal(foreign.status, 403, 'an account that also works on a site the admin does not manage');
  t.equal((await client(app, owner).post(API.userDeactivate(both))).status, 200);
  t.equal(
    (await client(app, admin).post(API.userReactivate(both))).status,
    403,
    'reactivating follows the same rule',
  );

  // two owners: one may deactivate the other, but never leave no owner who can sign in
  const second = await client(app, owner).post(API.users, {
    email: 'second-owner@example.test',
    firstname: 'Second',
    lastname: 'Owner',
    password: 'a long password',
    role_id: ROLE.owner,
  });
  const secondId = second.body.data.id;
  const ownerRow = await app.stores.users.findById(users.owner);
  const secondRow = await app.stores.users.findById(secondId);
  if (!ownerRow || !secondRow) throw new Error('owners missing');
  // the owner acting was deactivated meanwhile (two owners deactivating each other at once)
  await db
    .updateTable('users')
    .set({ deactivated_at: '2026-01-01 00:00:00' })
    .where('id', '=', users.owner)
    .execute();
  const ownerSession = {
    userId: users.owner,
    roleId: ROLE.owner,
    domainId: domains.main,
    familyId: 'x',
    domainIds: [domains.main, domains.tacos],
  };
  await t.rejects(
    deactivateAccount({ users: app.stores.users, sessions: app.refreshSessions }, ownerSession, secondRow),
    { statusCode: 409, message: /last owner/ },
    'the last owner who can sign in stays',
  );
  await db.updateTable('users').set({ deactivated_at: null }).where('id', '=', users.owner).execute();
  const byOwner = await client(app, owner).post(API.userDeactivate(secondId));
  t.equal(byOwner.status, 200, 'with another owner active, it may');
  t.equal(ownerRow.role_id, ROLE.owner);
});

t.test('the last sign-in is recorded at login', async (t) => {
  const { app, users, token: admin } = await signedIn(t, 'admin');
  const before = await client(app, admin).get(API.user(users.editor));
  t.equal(before.body.data.last_sign_in_at, null, 'never signed in');
  const started = Date.now() - 2000;
  await login(app, EMAILS.editor);
  const after = await client(app, admin).get(API.user(users.editor));
  const at = Date.parse(after.body.data.last_sign_in_at);
  t.ok(at >= started && at <= Date.now() + 1000, `a UTC instant of now (${after.body.data.last_sign_in_at})`);
  const self = await client(app, admin).get(API.users);
  t.ok(
    self.body.data.find((u: { id: number }) => u.id === users.admin).last_sign_in_at,
    'the admin’s own too',
  );
  t.equal(
    (await app.inject({ method: 'GET', url: API.users, headers: siteHeaders(HOSTS.main) })).statusCode,
    401,
  );
});

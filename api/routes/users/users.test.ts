import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness, signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

const NEW_USER = {
  email: 'New.Cook@Example.test',
  firstname: 'New',
  lastname: 'Cook',
  password: 'a long password',
  role_id: 3,
};

t.test('admin lists, creates, reads, updates and deletes staff of its site', async (t) => {
  const { app, domains, users, token } = await signedIn(t, 'admin');
  const list = await client(app, token).get(API.users);
  t.same(
    list.body.data.map((u: { email: string }) => u.email),
    [EMAILS.admin, EMAILS.editor],
    'neither the tacos-only admin nor the owner (who works on every site) is listed',
  );

  const created = await client(app, token).post(API.users, NEW_USER);
  t.equal(created.status, 201);
  t.match(created.body.data, {
    email: 'new.cook@example.test',
    roles: [{ id: 3 }],
    domains: [{ id: domains.main, host: HOSTS.main }],
  });
  t.notOk('password' in created.body.data || 'password_hash' in created.body.data, 'no password in answers');
  const newLogin = await login(app, 'new.cook@example.test', HOSTS.main, 'a long password');
  t.type(newLogin.access_token, 'string');

  const id = created.body.data.id;
  t.equal((await client(app, token).get(API.user(id))).body.data.firstname, 'New');
  const updated = await client(app, token).put(API.user(id), { firstname: 'Head', role_id: 2 });
  t.match(updated.body.data, { firstname: 'Head', roles: [{ id: 2 }] });

  const deleted = await client(app, token).delete(API.user(id));
  t.same(deleted.body, { data: { id } });
  t.equal((await client(app, token).get(API.user(id))).status, 404);
  const gone = await client(app, newLogin.access_token).get(API.account.self);
  t.equal(gone.status, 401, 'the deleted user’s session ends');

  t.equal((await client(app, token).get(API.user(users.tacosAdmin))).status, 404, 'other site’s staff');
});

t.test('users: validation and refusals', async (t) => {
  const { app, domains, users, token: admin } = await signedIn(t, 'admin');
  const { access_token: editor } = await login(app, EMAILS.editor);
  t.equal((await client(app, editor).get(API.users)).status, 403, 'editors cannot manage users');
  t.equal((await client(app, editor).post(API.users, NEW_USER)).status, 403);

  const dupe = await client(app, admin).post(API.users, { ...NEW_USER, email: EMAILS.editor });
  t.equal(dupe.status, 409);
  t.ok(dupe.body.errors.email);
  const short = await client(app, admin).post(API.users, { ...NEW_USER, password: 'short' });
  t.equal(short.status, 400);
  t.ok(short.body.errors.password);
  const owner = await client(app, admin).post(API.users, { ...NEW_USER, role_id: 1 });
  t.equal(owner.status, 403, 'an admin cannot create owners');
  const foreign = await client(app, admin).post(API.users, { ...NEW_USER, domain_ids: [domains.tacos] });
  t.equal(foreign.status, 400, 'an admin cannot grant a domain it does not have');
  t.ok(foreign.body.errors.domain_ids);
  const self = await client(app, admin).delete(API.user(users.admin));
  t.equal(self.status, 400);
  const ownRole = await client(app, admin).put(API.user(users.admin), { role_id: 3 });
  t.equal(ownRole.status, 400);
  const touchOwner = await client(app, admin).put(API.user(users.owner), { firstname: 'x' });
  t.equal(touchOwner.status, 404, 'an owner is out of an admin’s sight');
  const list = await client(app, admin).get(API.users);
  t.equal(list.body.data.length, 2, 'nothing was created');
});

t.test('users of another site cannot be reached by switching the header', async (t) => {
  const { app, token: admin } = await signedIn(t, 'admin');
  const res = await client(app, admin, HOSTS.tacos).get(API.users);
  t.equal(res.status, 403);
});

t.test('an admin cannot take over or promote an account that also works on other sites', async (t) => {
  const { app, domains, token: owner } = await signedIn(t, 'owner');
  const shared = await client(app, owner).post(API.users, {
    ...NEW_USER,
    email: 'both@example.test',
    domain_ids: [domains.main, domains.tacos],
  });
  t.equal(shared.status, 201, JSON.stringify(shared.body));
  const id = shared.body.data.id;
  const { access_token: admin } = await login(app, EMAILS.admin);
  for (const payload of [{ password: 'taken over!!' }, { email: 'mine@example.test' }, { role_id: 2 }]) {
    const res = await client(app, admin).put(API.user(id), payload);
    t.equal(res.status, 403, JSON.stringify(payload));
  }
  const renamed = await client(app, admin).put(API.user(id), { firstname: 'Renamed' });
  t.equal(renamed.status, 200, 'the name may still change');
  const after = await login(app, 'both@example.test', HOSTS.tacos, NEW_USER.password);
  t.type(after.access_token, 'string', 'the old password still works on the other site');
  const byOwner = await client(app, owner).put(API.user(id), { role_id: 2 });
  t.equal(byOwner.status, 200, 'an owner manages every site');
});

t.test('an admin sees only the staff of its own sites, and of them only its own sites', async (t) => {
  const { app, domains, users, token: owner } = await signedIn(t, 'owner');
  const shared = await client(app, owner).post(API.users, {
    ...NEW_USER,
    email: 'both@example.test',
    domain_ids: [domains.main, domains.tacos],
  });
  t.equal(shared.status, 201);
  const both = shared.body.data.id;

  const { access_token: tacosAdmin } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const tacosList = await client(app, tacosAdmin, HOSTS.tacos).get(API.users);
  t.equal(tacosList.status, 200);
  t.same(
    tacosList.body.data.map((u: { email: string }) => u.email),
    [EMAILS.tacosAdmin, 'both@example.test'],
    'no owner and nobody of the main site',
  );
  const seen = JSON.stringify(tacosList.body);
  t.notMatch(seen, EMAILS.owner, 'the owner’s email does not leak');
  t.notMatch(seen, /"host":"localhost"/, 'nor the main site');
  t.same(
    tacosList.body.data.find((u: { id: number }) => u.id === both).domains,
    [{ id: domains.tacos, host: HOSTS.tacos }],
    'a shared account shows only the admin’s sites',
  );

  const ownerById = await client(app, tacosAdmin, HOSTS.tacos).get(API.user(users.owner));
  t.equal(ownerById.status, 404, 'the owner cannot be read by id either');
  t.notMatch(JSON.stringify(ownerById.body), EMAILS.owner);
  const bothById = await client(app, tacosAdmin, HOSTS.tacos).get(API.user(both));
  t.same(bothById.body.data.domains, [{ id: domains.tacos, host: HOSTS.tacos }]);
  const renamed = await client(app, tacosAdmin, HOSTS.tacos).put(API.user(both), { firstname: 'Renamed' });
  t.same(renamed.body.data.domains, [{ id: domains.tacos, host: HOSTS.tacos }], 'nor in update answers');

  const ownerList = await client(app, owner).get(API.users);
  t.same(
    ownerList.body.data.map((u: { email: string }) => u.email),
    [EMAILS.owner, EMAILS.admin, EMAILS.editor, 'both@example.test'],
    'an owner sees every owner and the staff of the site',
  );
  t.same(
    ownerList.body.data.find((u: { id: number }) => u.id === both).domains.map((d: { id: number }) => d.id),
    [domains.main, domains.tacos],
    'with all their sites',
  );
  const ownerReadsOwner = await client(app, owner).get(API.user(users.owner));
  t.equal(ownerReadsOwner.status, 200);
});

t.test('a session alone cannot change its own email or password through the users list', async (t) => {
  const { app, users } = await createHarness(t);
  for (const email of [EMAILS.owner, EMAILS.admin]) {
    const { access_token: token } = await login(app, email);
    const self = email === EMAILS.owner ? users.owner : users.admin;
    for (const payload of [{ email: 'taken-over@example.test' }, { password: 'a-new-password-123' }]) {
      const res = await client(app, token).put(API.user(self), payload);
      t.equal(res.status, 400, `${email}: ${Object.keys(payload)[0]}`);
      t.match(res.body.errors, { [Object.keys(payload)[0] as string]: [/on your profile/] });
    }
    const renamed = await client(app, token).put(API.user(self), { firstname: 'Renamed' });
    t.equal(renamed.status, 200, 'a name change of oneself is fine');
    await login(app, email); // the password is unchanged
  }
});

t.test('an admin grants only the roles and sites it holds itself', async (t) => {
  const { app, domains, users, token: admin } = await signedIn(t, 'admin');
  const peer = await client(app, admin).post(API.users, { ...NEW_USER, role_id: 2 });
  t.equal(peer.status, 201, 'an admin may make an admin of its sites');
  const bothSites = await client(app, admin).post(API.users, {
    ...NEW_USER,
    email: 'two@example.test',
    domain_ids: [domains.main, domains.tacos],
  });
  t.equal(bothSites.status, 400, 'not with a site it does not have');
  const moved = await client(app, admin).put(API.user(users.editor), { domain_ids: [domains.tacos] });
  t.equal(moved.status, 400, 'nor move someone to such a site');
  t.ok(moved.body.errors.domain_ids);
  const promoted = await client(app, admin).put(API.user(users.editor), { role_id: 1 });
  t.equal(promoted.status, 403, 'nor make an owner');
  const editor = await client(app, admin).get(API.user(users.editor));
  t.match(editor.body.data, { roles: [{ id: 3 }], domains: [{ id: domains.main }] }, 'nothing changed');
});

import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { call, createHarness, EMAILS, HOSTS, login } from '../../testing/api-test-harness.ts';

const NEW_USER = {
  email: 'New.Cook@Example.test',
  firstname: 'New',
  lastname: 'Cook',
  password: 'a long password',
  role_id: 3,
};

t.test('admin lists, creates, reads, updates and deletes staff of its site', async (t) => {
  const { app, domains, users } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.admin);
  const list = await call(app, { method: 'GET', url: API.users, token });
  t.same(
    list.body.data.map((u: { email: string }) => u.email),
    [EMAILS.admin, EMAILS.editor],
    'neither the tacos-only admin nor the owner (who works on every site) is listed',
  );

  const created = await call(app, { method: 'POST', url: API.users, token, payload: NEW_USER });
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
  t.equal((await call(app, { method: 'GET', url: API.user(id), token })).body.data.firstname, 'New');
  const updated = await call(app, {
    method: 'PUT',
    url: API.user(id),
    token,
    payload: { firstname: 'Head', role_id: 2 },
  });
  t.match(updated.body.data, { firstname: 'Head', roles: [{ id: 2 }] });

  const deleted = await call(app, { method: 'DELETE', url: API.user(id), token });
  t.same(deleted.body, { data: { id } });
  t.equal((await call(app, { method: 'GET', url: API.user(id), token })).status, 404);
  const gone = await call(app, { method: 'GET', url: API.account.self, token: newLogin.access_token });
  t.equal(gone.status, 401, 'the deleted user’s session ends');

  t.equal(
    (await call(app, { method: 'GET', url: API.user(users.tacosAdmin), token })).status,
    404,
    'other site’s staff',
  );
});

t.test('users: validation and refusals', async (t) => {
  const { app, domains, users } = await createHarness(t);
  const { access_token: admin } = await login(app, EMAILS.admin);
  const { access_token: editor } = await login(app, EMAILS.editor);
  t.equal(
    (await call(app, { method: 'GET', url: API.users, token: editor })).status,
    403,
    'editors cannot manage users',
  );
  t.equal(
    (await call(app, { method: 'POST', url: API.users, token: editor, payload: NEW_USER })).status,
    403,
  );

  const dupe = await call(app, {
    method: 'POST',
    url: API.users,
    token: admin,
    payload: { ...NEW_USER, email: EMAILS.editor },
  });
  t.equal(dupe.status, 409);
  t.ok(dupe.body.errors.email);
  const short = await call(app, {
    method: 'POST',
    url: API.users,
    token: admin,
    payload: { ...NEW_USER, password: 'short' },
  });
  t.equal(short.status, 400);
  t.ok(short.body.errors.password);
  const owner = await call(app, {
    method: 'POST',
    url: API.users,
    token: admin,
    payload: { ...NEW_USER, role_id: 1 },
  });
  t.equal(owner.status, 403, 'an admin cannot create owners');
  const foreign = await call(app, {
    method: 'POST',
    url: API.users,
    token: admin,
    payload: { ...NEW_USER, domain_ids: [domains.tacos] },
  });
  t.equal(foreign.status, 400, 'an admin cannot grant a domain it does not have');
  t.ok(foreign.body.errors.domain_ids);
  const self = await call(app, { method: 'DELETE', url: API.user(users.admin), token: admin });
  t.equal(self.status, 400);
  const ownRole = await call(app, {
    method: 'PUT',
    url: API.user(users.admin),
    token: admin,
    payload: { role_id: 3 },
  });
  t.equal(ownRole.status, 400);
  const touchOwner = await call(app, {
    method: 'PUT',
    url: API.user(users.owner),
    token: admin,
    payload: { firstname: 'x' },
  });
  t.equal(touchOwner.status, 404, 'an owner is out of an admin’s sight');
  const list = await call(app, { method: 'GET', url: API.users, token: admin });
  t.equal(list.body.data.length, 2, 'nothing was created');
});

t.test('users of another site cannot be reached by switching the header', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: admin } = await login(app, EMAILS.admin);
  const res = await call(app, { method: 'GET', url: API.users, host: HOSTS.tacos, token: admin });
  t.equal(res.status, 403);
});

t.test('an admin cannot take over or promote an account that also works on other sites', async (t) => {
  const { app, domains } = await createHarness(t);
  const { access_token: owner } = await login(app, EMAILS.owner);
  const shared = await call(app, {
    method: 'POST',
    url: API.users,
    token: owner,
    payload: { ...NEW_USER, email: 'both@example.test', domain_ids: [domains.main, domains.tacos] },
  });
  t.equal(shared.status, 201, JSON.stringify(shared.body));
  const id = shared.body.data.id;
  const { access_token: admin } = await login(app, EMAILS.admin);
  for (const payload of [{ password: 'taken over!!' }, { email: 'mine@example.test' }, { role_id: 2 }]) {
    const res = await call(app, { method: 'PUT', url: API.user(id), token: admin, payload });
    t.equal(res.status, 403, JSON.stringify(payload));
  }
  const renamed = await call(app, {
    method: 'PUT',
    url: API.user(id),
    token: admin,
    payload: { firstname: 'Renamed' },
  });
  t.equal(renamed.status, 200, 'the name may still change');
  const after = await login(app, 'both@example.test', HOSTS.tacos, NEW_USER.password);
  t.type(after.access_token, 'string', 'the old password still works on the other site');
  const byOwner = await call(app, {
    method: 'PUT',
    url: API.user(id),
    token: owner,
    payload: { role_id: 2 },
  });
  t.equal(byOwner.status, 200, 'an owner manages every site');
});

t.test('an admin sees only the staff of its own sites, and of them only its own sites', async (t) => {
  const { app, domains, users } = await createHarness(t);
  const { access_token: owner } = await login(app, EMAILS.owner);
  const shared = await call(app, {
    method: 'POST',
    url: API.users,
    token: owner,
    payload: { ...NEW_USER, email: 'both@example.test', domain_ids: [domains.main, domains.tacos] },
  });
  t.equal(shared.status, 201);
  const both = shared.body.data.id;

  const { access_token: tacosAdmin } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const tacosList = await call(app, { method: 'GET', url: API.users, host: HOSTS.tacos, token: tacosAdmin });
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

  const ownerById = await call(app, {
    method: 'GET',
    url: API.user(users.owner),
    host: HOSTS.tacos,
    token: tacosAdmin,
  });
  t.equal(ownerById.status, 404, 'the owner cannot be read by id either');
  t.notMatch(JSON.stringify(ownerById.body), EMAILS.owner);
  const bothById = await call(app, {
    method: 'GET',
    url: API.user(both),
    host: HOSTS.tacos,
    token: tacosAdmin,
  });
  t.same(bothById.body.data.domains, [{ id: domains.tacos, host: HOSTS.tacos }]);
  const renamed = await call(app, {
    method: 'PUT',
    url: API.user(both),
    host: HOSTS.tacos,
    token: tacosAdmin,
    payload: { firstname: 'Renamed' },
  });
  t.same(renamed.body.data.domains, [{ id: domains.tacos, host: HOSTS.tacos }], 'nor in update answers');

  const ownerList = await call(app, { method: 'GET', url: API.users, token: owner });
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
  const ownerReadsOwner = await call(app, { method: 'GET', url: API.user(users.owner), token: owner });
  t.equal(ownerReadsOwner.status, 200);
});

t.test('a session alone cannot change its own email or password through the users list', async (t) => {
  const { app, users } = await createHarness(t);
  for (const email of [EMAILS.owner, EMAILS.admin]) {
    const { access_token: token } = await login(app, email);
    const self = email === EMAILS.owner ? users.owner : users.admin;
    for (const payload of [{ email: 'taken-over@example.test' }, { password: 'a-new-password-123' }]) {
      const res = await call(app, { method: 'PUT', url: API.user(self), token, payload });
      t.equal(res.status, 400, `${email}: ${Object.keys(payload)[0]}`);
      t.match(res.body.errors, { [Object.keys(payload)[0] as string]: [/on your profile/] });
    }
    const renamed = await call(app, {
      method: 'PUT',
      url: API.user(self),
      token,
      payload: { firstname: 'Renamed' },
    });
    t.equal(renamed.status, 200, 'a name change of oneself is fine');
    await login(app, email); // the password is unchanged
  }
});

t.test('an admin grants only the roles and sites it holds itself', async (t) => {
  const { app, domains, users } = await createHarness(t);
  const { access_token: admin } = await login(app, EMAILS.admin);
  const peer = await call(app, {
    method: 'POST',
    url: API.users,
    token: admin,
    payload: { ...NEW_USER, role_id: 2 },
  });
  t.equal(peer.status, 201, 'an admin may make an admin of its sites');
  const bothSites = await call(app, {
    method: 'POST',
    url: API.users,
    token: admin,
    payload: { ...NEW_USER, email: 'two@example.test', domain_ids: [domains.main, domains.tacos] },
  });
  t.equal(bothSites.status, 400, 'not with a site it does not have');
  const moved = await call(app, {
    method: 'PUT',
    url: API.user(users.editor),
    token: admin,
    payload: { domain_ids: [domains.tacos] },
  });
  t.equal(moved.status, 400, 'nor move someone to such a site');
  t.ok(moved.body.errors.domain_ids);
  const promoted = await call(app, {
    method: 'PUT',
    url: API.user(users.editor),
    token: admin,
    payload: { role_id: 1 },
  });
  t.equal(promoted.status, 403, 'nor make an owner');
  const editor = await call(app, { method: 'GET', url: API.user(users.editor), token: admin });
  t.match(editor.body.data, { roles: [{ id: 3 }], domains: [{ id: domains.main }] }, 'nothing changed');
});

import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { AUDIT_RETENTION_DAYS, UNKNOWN_ACCOUNT } from '#shared/audit.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { ROLE } from '#shared/ids/roles.ts';
import { pruneAuditEvents } from '../../audit/audit-pruning.ts';
import { generateTotpSecret, totpCode } from '../../auth/totp.ts';
import { toTimestamp } from '../../db/timestamps.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness, type Harness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS, PASSWORD } from '../../testing/seeded-staff.ts';

const MEMBER = {
  title: 'Taco Loco',
  url: '/members/taco-loco',
  post_status_id: POST_STATUS.draft,
  post_type_id: POST_TYPE.member,
  post_body: { root: { props: { title: 'Taco Loco' } }, content: [], zones: {} },
};

/** every event written so far (the log writes after the answers) */
async function events({ app, db }: Harness) {
  await new Promise((resolve) => setImmediate(resolve));
  await app.auditLog.idle();
  return db.selectFrom('audit_events').selectAll().orderBy('id').execute();
}

t.test(
  "an editor's post create, publish, trash, restore and delete are recorded; reads are not",
  async (t) => {
    const harness = await createHarness(t);
    const { app, domains, users } = harness;
    const { access_token: token } = await login(app, EMAILS.editor);
    const before = (await events(harness)).length;

    const created = await client(app, token).post(API.posts.create, MEMBER);
    t.equal(created.status, 201);
    const id: number = created.body.id;
    await client(app, token).get(API.posts.one(id));
    await client(app, token).get(`${API.posts.byType}?type=${POST_TYPE.member}`);
    const publish = { post_status_id: POST_STATUS.published };
    t.equal((await client(app, token).put(API.posts.status(id), publish)).status, 200);
    const draft = { post_status_id: POST_STATUS.draft };
    t.equal((await client(app, token).put(API.posts.status(id), draft)).status, 200);
    t.equal((await client(app, token).delete(API.posts.one(id))).status, 200);
    t.equal((await client(app, token).put(API.posts.restore(id))).status, 200);
    t.equal((await client(app, token).delete(API.posts.permanently(id))).status, 200);
    const refused = await client(app, token).put(API.posts.status(id), publish);
    t.equal(refused.status, 404, 'a failed write…');

    const rows = (await events(harness)).slice(before);
    t.same(
      rows.map((r) => r.action),
      ['create', 'publish', 'unpublish', 'delete', 'restore', 'purge'],
      '…and the reads are not recorded',
    );
    for (const row of rows) {
      t.match(row, {
        domain_id: domains.main,
        user_id: users.editor,
        user_name: 'editor Tester',
        user_email: EMAILS.editor,
        entity: 'posts',
        entity_id: String(id),
        entity_kind: 'members',
        entity_label: 'Taco Loco',
        address: '127.0.0.1',
      });
    }
    t.match(rows[0], { method: 'POST', route: '/api/posts' });
    t.match(rows[1], { method: 'PUT', route: '/api/posts/:id/status' });
    t.equal(rows[5]?.entity_label, 'Taco Loco', 'a permanent delete keeps the title an earlier event knew');
    t.match(rows[0]?.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  },
);

t.test('sign-ins, failed sign-ins and sign-outs are recorded', async (t) => {
  const harness = await createHarness(t);
  const { app, domains, users } = harness;
  const attempt = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: API.auth.login,
      headers: { 'x-forwarded-for': HOSTS.main, 'x-real-ip': '203.0.113.7' },
      payload: { email, password },
    });
  t.equal((await attempt('Admin@Example.test', 'not the password')).statusCode, 401);
  t.equal((await attempt('nobody@example.test', 'guess')).statusCode, 401);
  const signedIn = await attempt(EMAILS.admin, PASSWORD);
  t.equal(signedIn.statusCode, 200);
  const { refresh_token: refresh } = signedIn.json().data;
  const logout = await app.inject({
    method: 'POST',
    url: API.auth.logout,
    headers: { authorization: `Bearer ${refresh}`, 'x-real-ip': '203.0.113.7' },
  });
  t.equal(logout.statusCode, 200);
  const again = await app.inject({
    method: 'POST',
    url: API.auth.logout,
    headers: { authorization: `Bearer ${refresh}` },
  });
  t.equal(again.statusCode, 200, 'a second sign-out of the same session…');

  const rows = await events(harness);
  t.same(
    rows.map((r) => [r.action, r.user_id, r.user_email]),
    [
      ['sign-in-failed', users.admin, EMAILS.admin],
      ['sign-in-failed', null, UNKNOWN_ACCOUNT],
      ['sign-in', users.admin, EMAILS.admin],
      ['sign-out', users.admin, EMAILS.admin],
    ],
    '…is not recorded again; an email that names no account is not kept',
  );
  for (const row of rows)
    t.match(row, { entity: 'session', domain_id: domains.main, address: '203.0.113.7' });
  t.equal(rows[0]?.detail, 'These credentials do not match our records');
  t.notOk(JSON.stringify(rows).includes('nobody@example.test'));
});

t.test('a refusal that only asks for the two-factor code is no failed sign-in', async (t) => {
  const harness = await createHarness(t);
  const { app, db, users } = harness;
  const secret = generateTotpSecret();
  await db.updateTable('users').set({ totp_secret: secret }).where('id', '=', users.editor).execute();
  const attempt = (code?: string) =>
    client(app).post(API.auth.login, {
      email: EMAILS.editor,
      password: PASSWORD,
      ...(code === undefined ? {} : { code }),
    });
  t.equal((await attempt()).status, 401, 'the code is asked for');
  const wrongCode = totpCode(secret, Date.now() - 10 * 60_000);
  t.equal((await attempt(wrongCode)).status, 401);
  t.equal((await attempt(totpCode(secret))).status, 200);

  const rows = await events(harness);
  t.same(
    rows.map((r) => [r.action, r.user_id, r.detail]),
    [
      ['sign-in-failed', users.editor, 'The two-factor code is not valid'],
      ['sign-in', users.editor, null],
    ],
  );
  t.notOk(JSON.stringify(rows).includes(wrongCode), 'the typed code is not kept');
});

t.test('no password, code, secret or token is ever stored', async (t) => {
  const harness = await createHarness(t);
  const { app } = harness;
  const session = await login(app, EMAILS.editor);
  const token = session.access_token;
  const newPassword = 'a brand new passphrase';
  const changed = await client(app, token).post(API.account.changePassword, {
    password: PASSWORD,
    new_password: newPassword,
  });
  t.equal(changed.status, 200);
  const started = await client(app, token).post(API.account.twoFactor);
  t.equal(started.status, 200);
  await app.inject({
    method: 'POST',
    url: API.auth.login,
    headers: { 'x-forwarded-for': HOSTS.main },
    payload: { email: EMAILS.editor, password: 'a wrong passphrase' },
  });

  const rows = await events(harness);
  t.match(
    rows.map((r) => [r.entity, r.action]),
    [
      ['session', 'sign-in'],
      ['account', 'change-password'],
      ['account/two-factor', 'start-two-factor'],
      ['session', 'sign-in-failed'],
    ],
  );
  const stored = JSON.stringify(rows);
  for (const secret of [
    PASSWORD,
    newPassword,
    'a wrong passphrase',
    started.body.data.secret,
    token,
    session.refresh_token,
  ]) {
    t.notOk(stored.includes(secret), 'a secret is not in the log');
  }
  t.notOk(/password_hash|new_password|otpauth/.test(stored));
});

t.test('admins see the events of their sites, owners every site’s', async (t) => {
  const harness = await createHarness(t);
  const { app, domains, users } = harness;
  const main = (await login(app, EMAILS.admin)).access_token;
  const tacos = (await login(app, EMAILS.tacosAdmin, HOSTS.tacos)).access_token;
  const owner = (await login(app, EMAILS.owner)).access_token;
  const editor = (await login(app, EMAILS.editor)).access_token;
  await client(app, main).post(API.categories, { name: 'News' });
  await client(app, tacos, HOSTS.tacos).post(API.categories, { name: 'Salsa' });
  await events(harness);

  const mainList = await client(app, main).get(API.audit);
  t.equal(mainList.status, 200);
  t.ok(mainList.body.data.length > 0);
  t.ok(
    mainList.body.data.every((e: { site: { id: number } }) => e.site.id === domains.main),
    'the main admin sees only its site',
  );
  t.notOk(JSON.stringify(mainList.body).includes('Salsa'));
  t.match(mainList.body.data[0], {
    action: 'create',
    entity: 'categories',
    entity_label: 'News',
    site: { id: domains.main, host: HOSTS.main, name: 'Main Street Trucks' },
    user: { id: users.admin, name: 'admin Tester', email: EMAILS.admin },
    method: 'POST',
    route: '/api/categories',
  });
  const narrowed = await client(app, main).get(`${API.audit}?site=${domains.tacos}`);
  t.same(narrowed.body.data, [], 'asking for another site shows nothing of it');
  const people = await client(app, main).get(API.auditPeople);
  t.notOk(
    people.body.data.some((p: { id: number }) => p.id === users.tacosAdmin),
    'nor its people',
  );

  const all = await client(app, owner).get(API.audit);
  const sites = new Set(all.body.data.map((e: { site: { id: number } }) => e.site.id));
  t.same([...sites].sort(), [domains.main, domains.tacos].sort(), 'the owner sees both sites');
  const onlyTacos = await client(app, owner).get(`${API.audit}?site=${domains.tacos}`);
  t.ok(onlyTacos.body.data.length > 0);
  t.ok(onlyTacos.body.data.every((e: { site: { id: number } }) => e.site.id === domains.tacos));

  t.equal((await client(app, editor).get(API.audit)).status, 403, 'editors do not');
  t.equal((await client(app, editor).get(API.auditPeople)).status, 403);
});

t.test('an account the admin may not see is an unknown account in its log; owners see it', async (t) => {
  const harness = await createHarness(t);
  const { app, domains, users } = harness;
  const owner = (await login(app, EMAILS.owner, HOSTS.tacos)).access_token;
  const tacos = (await login(app, EMAILS.tacosAdmin, HOSTS.tacos)).access_token;
  // someone types the main admin's email into Taco Row's sign-in
  const failed = await client(app, undefined, HOSTS.tacos).post(API.auth.login, {
    email: EMAILS.admin,
    password: 'a guess',
  });
  t.equal(failed.status, 401);
  // an owner makes an account of both sites at Taco Row, then takes it off Taco Row
  const person = (email: string, firstname: string, domain_ids: number[]) => ({
    email,
    firstname,
    lastname: 'Cook',
    password: 'a long password',
    role_id: ROLE.editor,
    domain_ids,
  });
  const both = await client(app, owner, HOSTS.tacos).post(
    API.users,
    person('both@example.test', 'Moved', [domains.main, domains.tacos]),
  );
  t.equal(both.status, 201, JSON.stringify(both.body));
  const moved: number = both.body.data.id;
  const removed = await client(app, owner, HOSTS.tacos).delete(API.user(moved));
  t.equal(removed.status, 200);
  // and the Taco Row admin makes an account of its own site
  const own = await client(app, tacos, HOSTS.tacos).post(
    API.users,
    person('salsa@example.test', 'Salsa', [domains.tacos]),
  );
  t.equal(own.status, 201);
  await events(harness);

  for (const id of [users.admin, users.owner, moved]) {
    const res = await client(app, tacos, HOSTS.tacos).get(API.user(id));
    t.equal(res.status, 404, `the Taco Row admin may not see user ${id}`);
  }
  const seenByTacos = await client(app, tacos, HOSTS.tacos).get(API.audit);
  t.equal(seenByTacos.status, 200);
  const lines = seenByTacos.body.data.map(
    (e: {
      action: string;
      user: unknown;
      entity: string;
      entity_id: string | null;
      entity_label: string | null;
    }) => [e.action, e.user, e.entity_id, e.entity_label],
  );
  const unknown = { id: null, name: null, email: UNKNOWN_ACCOUNT };
  t.same(
    lines,
    [
      [
        'create',
        { id: users.tacosAdmin, name: 'tacos-admin Tester', email: EMAILS.tacosAdmin },
        String(own.body.data.id),
        'Salsa Cook',
      ],
      ['delete', unknown, null, null],
      ['create', unknown, null, null],
      ['sign-in-failed', unknown, null, null],
      ['sign-in', { id: users.tacosAdmin, name: 'tacos-admin Tester', email: EMAILS.tacosAdmin }, null, null],
      ['sign-in', unknown, null, null],
    ],
    'the other site’s admin, the owner and the account moved off the site are unknown accounts',
  );
  const text = JSON.stringify(seenByTacos.body);
  for (const hidden of [
    `"${EMAILS.admin}"`,
    `"${EMAILS.owner}"`,
    'both@example.test',
    'Moved',
    'owner Tester',
  ])
    t.notOk(text.includes(hidden), `${hidden} is not in the answer`);
  const people = await client(app, tacos, HOSTS.tacos).get(API.auditPeople);
  t.same(
    people.body.data.map((p: { id: number }) => p.id),
    [users.tacosAdmin],
    'nor among the people of the user filter',
  );
  const byId = await client(app, tacos, HOSTS.tacos).get(`${API.audit}?user=${users.admin}`);
  t.same(byId.body, { data: [], meta: { total: 0, limit: 50, offset: 0 } }, 'nor found by its id');

  const seenByOwner = await client(app, owner, HOSTS.tacos).get(`${API.audit}?site=${domains.tacos}`);
  t.match(
    seenByOwner.body.data.find((e: { action: string }) => e.action === 'sign-in-failed'),
    { user: { id: users.admin, name: 'admin Tester', email: EMAILS.admin } },
    'the owner sees who it was',
  );
  t.match(
    seenByOwner.body.data.find((e: { action: string }) => e.action === 'delete'),
    { user: { id: users.owner, email: EMAILS.owner }, entity_id: String(moved), entity_label: 'Moved Cook' },
  );
  const ownerPeople = await client(app, owner, HOSTS.tacos).get(API.auditPeople);
  t.ok(ownerPeople.body.data.some((p: { id: number }) => p.id === users.admin));
});

t.test('filters by user, type, action and dates; pages newest first', async (t) => {
  const harness = await createHarness(t);
  const { app, db, domains, users } = harness;
  const admin = (await login(app, EMAILS.admin)).access_token;
  const editor = (await login(app, EMAILS.editor)).access_token;
  for (const name of ['One', 'Two', 'Three']) await client(app, editor).post(API.categories, { name });
  const colors = [{ domain_color_type_id: 1, code: '#aa3300' }];
  t.equal((await client(app, admin).put(API.options.colors, colors)).status, 200);
  await events(harness);
  await db
    .insertInto('audit_events')
    .values({
      created_at: '2025-01-15 10:00:00',
      domain_id: domains.main,
      user_id: users.editor,
      user_name: 'editor Tester',
      user_email: EMAILS.editor,
      action: 'delete',
      entity: 'media',
      entity_id: '9',
      method: 'DELETE',
      route: '/api/media/:id',
      address: '127.0.0.1',
    })
    .execute();
  const list = async (query: string) => (await client(app, admin).get(`${API.audit}?${query}`)).body;

  const byEditor = await list(`user=${users.editor}`);
  t.same(
    byEditor.data.map((e: { action: string; entity_label: string | null }) => [e.action, e.entity_label]),
    [
      ['create', 'Three'],
      ['create', 'Two'],
      ['create', 'One'],
      ['sign-in', null],
      ['delete', null],
    ],
    'newest first (by when it was recorded)',
  );
  t.same(
    (await list('type=options')).data.map((e: { entity: string }) => e.entity),
    ['options/colors'],
    'a type takes in its sub-entities',
  );
  t.equal((await list('type=options/colors')).data.length, 1);
  t.equal((await list('type=option')).data.length, 0, 'a type is whole segments');
  t.equal((await list('action=sign-in')).meta.total, 2);
  t.same(
    (await list('startDate=2025-01-15&endDate=2025-01-15')).data.map((e: { entity: string }) => e.entity),
    ['media'],
    'a bare end day takes in the whole day',
  );
  t.equal((await list('endDate=2025-01-14')).data.length, 0);

  const page = await list(`user=${users.editor}&limit=2&offset=2`);
  t.same(page.meta, { total: 5, limit: 2, offset: 2 });
  t.same(
    page.data.map((e: { entity_label: string | null }) => e.entity_label),
    ['One', null],
  );
  t.equal((await list('')).meta.limit, 50, 'default page size');

  const bad = await client(app, admin).get(`${API.audit}?startDate=2025-02-30`);
  t.equal(bad.status, 400);
  t.ok(bad.body.errors.startDate);
  const reversed = await client(app, admin).get(`${API.audit}?startDate=2025-02-02&endDate=2025-02-01`);
  t.equal(reversed.status, 400);
  t.equal((await client(app, admin).get(`${API.audit}?type=Posts%25`)).status, 400);
  t.equal((await client(app, admin).get(`${API.audit}?action=dance`)).status, 400);
  t.equal((await client(app, admin).get(`${API.audit}?limit=500`)).status, 400);

  const people = await client(app, admin).get(API.auditPeople);
  t.same(people.body.data, [
    { id: users.admin, name: 'admin Tester', email: EMAILS.admin },
    { id: users.editor, name: 'editor Tester', email: EMAILS.editor },
  ]);
});

t.test('a failed audit write is logged; the answer stays a success', async (t) => {
  const logged: string[] = [];
  const harness = await createHarness(t);
  const { app, db } = harness;
  const token = (await login(app, EMAILS.editor)).access_token;
  await events(harness);
  const original = app.log.error.bind(app.log);
  app.log.error = ((obj: unknown, msg?: string) => {
    logged.push(String(msg));
    return original(obj as object, msg);
  }) as typeof app.log.error;
  await db.schema.dropTable('audit_events').execute();

  const created = await client(app, token).post(API.categories, { name: 'Still here' });
  t.equal(created.status, 201, 'the write answers as always');
  await app.auditLog.idle();
  await new Promise((resolve) => setImmediate(resolve));
  await app.auditLog.idle();
  t.ok(logged.includes('recording an audit event failed'), 'the failure is logged');
  const list = await client(app, token).get(API.categories);
  t.ok(list.body.data.some((c: { name: string }) => c.name === 'Still here'));
});

t.test(`events older than ${AUDIT_RETENTION_DAYS} days are pruned`, async (t) => {
  const harness = await createHarness(t);
  const { app, db } = harness;
  await login(app, EMAILS.editor);
  await events(harness);
  const old = toTimestamp(new Date(Date.now() - (AUDIT_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000));
  const recent = toTimestamp(new Date(Date.now() - (AUDIT_RETENTION_DAYS - 1) * 24 * 60 * 60 * 1000));
  for (const created_at of [old, recent])
    await db
      .insertInto('audit_events')
      .values({
        created_at,
        action: 'update',
        entity: 'posts',
        method: 'PUT',
        route: '/api/posts/:id/data',
        address: 'x',
      })
      .execute();
  t.equal(await pruneAuditEvents(app.stores.audit), 1);
  const left = await db.selectFrom('audit_events').select('created_at').execute();
  t.equal(left.length, 2, 'the recent event and the sign-in stay');
  t.notOk(left.some((r) => r.created_at === old));
});

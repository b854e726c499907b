/**
 * The panel's inbox on a real SQLite file: newest first with paging and the count of new ones,
 * filters by form, status and created-between days (the CSV export honours the same), reading
 * one marks it read, `PATCH` marks it handled (by whom) or new again, bad input is a 400 that
 * changes nothing, and another site's submissions are out of reach.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { call, client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { submitForm } from '../../testing/form-submission.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

type App = Parameters<typeof call>[0];

/** a public form post from an address of its own (the form rate limit stays out of the way) */
async function submit(app: App, form: string, fields: Record<string, string>, host: string = HOSTS.main) {
  const res = await submitForm(app, form, fields, { host });
  if (res.statusCode !== 201) throw new Error(`submission refused: ${res.body}`);
  return res.json().data.id as number;
}

async function seed(t: Parameters<typeof createHarness>[0]) {
  const harness = await createHarness(t);
  const { app, db } = harness;
  const ids = {
    oldCatering: await submit(app, 'catering', { name: 'Ana', email: 'ana@example.test', guests: '120' }),
    contact: await submit(app, 'contact', { name: 'Ben', email: 'ben@example.test', message: 'Hi' }),
    join: await submit(app, 'join', { name: 'Cleo', email: 'cleo@example.test', truck: 'Bao Wow' }),
    newCatering: await submit(app, 'catering', { name: 'Dan', email: 'dan@example.test', guests: '40' }),
  };
  await submit(app, 'contact', { name: 'Elsewhere', email: 'e@example.test' }, HOSTS.tacos);
  const days: [number, string][] = [
    [ids.oldCatering, '2026-03-01 09:00:00'],
    [ids.contact, '2026-03-15 23:59:59'],
    [ids.join, '2026-03-16 00:00:00'],
    [ids.newCatering, '2026-04-02 12:00:00'],
  ];
  for (const [id, createdAt] of days)
    await db.updateTable('form_submissions').set({ created_at: createdAt }).where('id', '=', id).execute();
  const { access_token: token } = await login(app, EMAILS.editor);
  return { ...harness, ids, token };
}

const idsOf = (body: { data: { id: number }[] }) => body.data.map((s) => s.id);

t.test('newest first, paged, with the total of the filter and the count of new ones', async (t) => {
  const { app, ids, token } = await seed(t);
  const all = await client(app, token).get(API.submissions);
  t.equal(all.status, 200);
  t.same(idsOf(all.body), [ids.newCatering, ids.join, ids.contact, ids.oldCatering]);
  t.same(all.body.meta, { total: 4, limit: 500, offset: 0, unread: 4 }, 'only this site counts');
  t.match(all.body.data[0], {
    form: 'catering',
    status: 'new',
    read_at: null,
    handled_at: null,
    handled_by: null,
    fields: { name: 'Dan', guests: '40' },
  });

  const page2 = await client(app, token).get(`${API.submissions}?limit=2&offset=2`);
  t.same(idsOf(page2.body), [ids.contact, ids.oldCatering]);
  t.same(page2.body.meta, { total: 4, limit: 2, offset: 2, unread: 4 });
});

t.test('filters by form, status and created-between days', async (t) => {
  const { app, ids, token } = await seed(t);
  const list = async (query: string) => client(app, token).get(`${API.submissions}?${query}`);

  const catering = await list('form=catering');
  t.same(idsOf(catering.body), [ids.newCatering, ids.oldCatering]);
  t.equal(catering.body.meta.total, 2);

  // a bare day is its whole extent (docs/product.md#lists-and-dates): 23:59:59 of the 15th is in, midnight of
  // the 16th out
  t.same(idsOf((await list('startDate=2026-03-02&endDate=2026-03-15')).body), [ids.contact]);
  t.same(idsOf((await list('startDate=2026-03-16')).body), [ids.newCatering, ids.join]);
  t.same(idsOf((await list('endDate=2026-03-01 09:00:00')).body), [ids.oldCatering]);
  t.same(idsOf((await list('form=catering&startDate=2026-04-01&endDate=2026-04-30')).body), [
    ids.newCatering,
  ]);

  await client(app, token).get(API.submission(ids.contact));
  await client(app, token).patch(API.submission(ids.join), { handled: true });
  t.same(idsOf((await list('status=new')).body), [ids.newCatering, ids.oldCatering]);
  t.same(idsOf((await list('status=read')).body), [ids.contact]);
  t.same(idsOf((await list('status=handled')).body), [ids.join]);
  const newCatering = await list('status=new&form=catering&limit=1');
  t.same(newCatering.body.meta, { total: 2, limit: 1, offset: 0, unread: 2 });

  for (const query of [
    'startDate=2026-02-30',
    'endDate=yesterday',
    'startDate=2026-04-01&endDate=2026-03-01',
    'status=archived',
    'form=payroll',
    'limit=0',
  ]) {
    const bad = await list(query);
    t.equal(bad.status, 400, query);
    t.equal(bad.body.statusCode, 400, `${query}: the error shape`);
  }
  const wrongDate = await list('startDate=2026-02-30');
  t.ok(wrongDate.body.errors.startDate, 'the field is named');
});

t.test(
  'reading one marks it read; PATCH marks it handled by the caller, unhandled, or new again',
  async (t) => {
    const { app, ids, token, users } = await seed(t);
    const one = await client(app, token).get(API.submission(ids.contact));
    t.equal(one.status, 200);
    t.equal(one.body.data.status, 'read');
    t.match(one.body.data.read_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await client(app, token).get(API.submission(ids.contact));
    t.equal(again.body.data.read_at, one.body.data.read_at, 'the first reading is kept');
    const afterRead = await client(app, token).get(`${API.submissions}?limit=1`);
    t.equal(afterRead.body.meta.unread, 3);

    const handled = await client(app, token).patch(API.submission(ids.oldCatering), { handled: true });
    t.equal(handled.status, 200);
    t.match(handled.body.data, {
      status: 'handled',
      read_at: /^\d{4}/,
      handled_at: /^\d{4}/,
      handled_by: { id: users.editor, name: 'editor Tester' },
    });

    const unhandled = await client(app, token).patch(API.submission(ids.oldCatering), { handled: false });
    t.match(unhandled.body.data, { status: 'read', handled_at: null, handled_by: null });

    const unread = await client(app, token).patch(API.submission(ids.contact), { read: false });
    t.match(unread.body.data, { status: 'new', read_at: null });
    const count = await client(app, token).get(`${API.submissions}?limit=1`);
    t.equal(count.body.meta.unread, 3, 'contact is new again, old catering read');

    const markRead = await client(app, token).patch(API.submission(ids.join), { read: true });
    t.equal(markRead.body.data.status, 'read');

    for (const payload of [
      {},
      { handled: true, read: false },
      { handled: 'yes' },
      { handled: true, note: 'x' },
    ]) {
      const bad = await client(app, token).patch(API.submission(ids.newCatering), payload);
      t.equal(bad.status, 400, JSON.stringify(payload));
      t.equal(bad.body.statusCode, 400);
    }
    const untouched = await client(app, token).get(`${API.submissions}?status=new`);
    t.ok(idsOf(untouched.body).includes(ids.newCatering), 'a refused change changed nothing');
    t.equal((await client(app, token).patch(API.submission(999_999), { handled: true })).status, 404);
  },
);

t.test('the state of a handler who is gone, and of an old row, reads cleanly', async (t) => {
  const { app, ids, token, users } = await seed(t);
  const { access_token: adminToken } = await login(app, EMAILS.admin);
  await client(app, adminToken).patch(API.submission(ids.join), { handled: true });
  const { access_token: ownerToken } = await login(app, EMAILS.owner);
  const gone = await client(app, ownerToken).delete(API.user(users.admin));
  t.equal(gone.status, 200, 'the admin account is deleted');
  const one = await client(app, token).get(API.submission(ids.join));
  t.match(one.body.data, { status: 'handled', handled_by: null });
});

t.test('the CSV export holds what the filter holds, with the status, formulas defused', async (t) => {
  const { app, ids, token } = await seed(t);
  await submit(app, 'catering', { name: '=cmd|"/c calc"!A1', email: 'f@example.test', message: '+1' });
  await client(app, token).patch(API.submission(ids.oldCatering), { handled: true });
  const csv = await app.inject({
    method: 'GET',
    url: `${API.submissions}?format=csv&form=catering&startDate=2026-01-01&endDate=2026-03-31`,
    headers: { 'x-forwarded-for': HOSTS.main, authorization: `Bearer ${token}` },
  });
  t.equal(csv.statusCode, 200);
  t.match(csv.headers['content-type'], /^text\/csv/);
  t.match(csv.headers['content-disposition'], /attachment; filename="submissions-localhost\.csv"/);
  const lines = csv.body.trimEnd().split('\r\n');
  t.equal(lines[0], 'id,form,created_at,status,handled_at,email,guests,name');
  t.equal(lines.length, 2, 'only the old catering request is in that range');
  t.match(
    lines[1],
    new RegExp(
      `^${ids.oldCatering},catering,2026-03-01 09:00:00,handled,\\d{4}-.*,ana@example\\.test,120,Ana$`,
    ),
  );

  const hostile = await app.inject({
    method: 'GET',
    url: `${API.submissions}?format=csv&status=new&form=catering`,
    headers: { 'x-forwarded-for': HOSTS.main, authorization: `Bearer ${token}` },
  });
  t.match(hostile.body, /"'=cmd\|""\/c calc""!A1"/, 'a formula is text');
  t.match(hostile.body, /,'\+1,/);
  t.notMatch(hostile.body, /Ana/, 'the handled one is not new');

  const badRange = await app.inject({
    method: 'GET',
    url: `${API.submissions}?format=csv&startDate=2026-05-01&endDate=2026-04-01`,
    headers: { 'x-forwarded-for': HOSTS.main, authorization: `Bearer ${token}` },
  });
  t.equal(badRange.statusCode, 400);
});

t.test('another site’s submissions are out of reach; the inbox needs a staff session', async (t) => {
  const { app, ids, token } = await seed(t);
  const { access_token: tacosToken } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const tacosList = await client(app, tacosToken, HOSTS.tacos).get(API.submissions);
  t.same(
    tacosList.body.data.map((s: { fields: { name: string } }) => s.fields.name),
    ['Elsewhere'],
  );
  for (const [method, payload] of [
    ['GET', undefined],
    ['PATCH', { handled: true }],
    ['DELETE', undefined],
  ] as const) {
    const res = await call(app, {
      method,
      url: API.submission(ids.contact),
      host: HOSTS.tacos,
      token: tacosToken,
      ...(payload ? { payload } : {}),
    });
    t.equal(res.status, 404, `${method} of another site's submission`);
  }
  t.equal((await client(app).get(API.submissions)).status, 401);
  t.equal((await client(app).patch(API.submission(ids.contact), { handled: true })).status, 401);
  const stillNew = await client(app, token).get(`${API.submissions}?status=new`);
  t.ok(idsOf(stillNew.body).includes(ids.contact), 'nothing above changed it');
});

/**
 * Truck schedules through the API (docs/decisions/049) on the test database: staff write stops
 * and exceptions of their site's members; visitors read the occurrences of published members from
 * now on in the site's zone; bad input is the spec's 400 and changes nothing; another site's
 * admin can neither see nor touch them; a site copy takes them only when asked.
 */
import t, { type Test } from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { PUBLIC_API } from '#shared/public-api-paths.ts';
import { addDays } from '#shared/schedules/stop-occurrences.ts';
import { dayInTimeZone } from '#shared/time-zones.ts';
import { type Answer, client, login } from '../../testing/api-calls.ts';
import { createHarness, type Harness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

const ZONE = 'Pacific/Auckland';

async function member(
  app: Harness['app'],
  token: string,
  url: string,
  status: number = POST_STATUS.published,
  host: string = HOSTS.main,
) {
  const created = await client(app, token, host).post(API.posts.create, {
    url,
    title: url.slice(1),
    post_type_id: POST_TYPE.member,
    post_status_id: status,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.id as number;
}

/** a harness whose main site is in ZONE, with an editor, a published member and a draft one */
async function scheduled(t: Test) {
  const harness = await createHarness(t);
  const { app, domains } = harness;
  const options = await app.stores.settings.read(domains.main, 'options');
  await app.stores.settings.write(domains.main, 'options', { ...options, time_zone: ZONE });
  const { access_token: editor } = await login(app, EMAILS.editor);
  const today = dayInTimeZone(new Date(), ZONE);
  return {
    ...harness,
    editor,
    today,
    live: await member(app, editor, '/taco-loco'),
    draft: await member(app, editor, '/draft-truck', POST_STATUS.draft),
  };
}

const allDay = { start_time: '00:00', end_time: '23:59', place_name: 'Market square' };

/** a weekly all-day stop of `member` from `today` on, as the API answers it */
async function weeklyStop(app: Harness['app'], token: string, member: number, today: string) {
  const created = await client(app, token).post(API.stops, {
    ...allDay,
    member_id: member,
    starts_on: today,
    repeat: 'weekly',
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.data;
}

function assertErrorShape(t: Test, answer: Answer, status: number, field: string) {
  t.equal(answer.status, status, `${status} for ${field}: ${JSON.stringify(answer.body)}`);
  t.equal(answer.body.statusCode, status);
  t.type(answer.body.message, 'string');
  t.ok(answer.body.errors?.[field], `errors.${field}`);
}

t.test(
  'staff add, change, cancel and delete stops; visitors read today, the week and next stops',
  async (t) => {
    const { app, editor, today, live, draft } = await scheduled(t);
    const staff = client(app, editor);
    const weekly = await staff.post(API.stops, {
      ...allDay,
      member_id: live,
      starts_on: today,
      repeat: 'weekly',
      address: '  Queen Street 1 ',
      latitude: -36.85,
      longitude: 174.76,
    });
    t.equal(weekly.status, 201, JSON.stringify(weekly.body));
    t.match(weekly.body.data, {
      member_id: live,
      starts_on: today,
      repeat: 'weekly',
      repeat_until: null,
      address: 'Queen Street 1',
      cancelled_reason: null,
    });
    const id = weekly.body.data.id as number;
    const past = await staff.post(API.stops, { ...allDay, member_id: live, starts_on: addDays(today, -1) });
    t.equal(past.status, 201);
    const hidden = await staff.post(API.stops, { ...allDay, member_id: draft, starts_on: today });
    t.equal(hidden.status, 201, 'a draft member may have stops');
    t.equal((await staff.get(API.stops)).body.data.length, 3, 'staff list every stop');
    t.equal((await client(app).get(API.stops)).status, 401, 'visitors do not list stops');

    const todays = await client(app).get(PUBLIC_API.schedule.today);
    t.equal(todays.status, 200);
    t.equal(todays.body.data.time_zone, ZONE);
    t.equal(todays.body.data.date, today);
    t.same(
      todays.body.data.occurrences.map((o: { stop_id: number }) => o.stop_id),
      [id],
      'yesterday’s stop and the draft member’s are not there',
    );
    t.match(todays.body.data.occurrences[0], {
      member: { id: live, title: 'taco-loco', url: '/taco-loco' },
      date: today,
      latitude: -36.85,
      cancelled_reason: null,
    });
    t.match(todays.body.data.occurrences[0].starts_at, new RegExp(`^${today}T00:00:00\\+1[23]:00$`));

    const cancelled = await staff.post(API.stopExceptions, {
      stop_id: id,
      on_date: addDays(today, 7),
      kind: 'cancelled',
      reason: 'Festival closed the street',
    });
    t.equal(cancelled.status, 201, JSON.stringify(cancelled.body));
    const moved = await staff.post(API.stopExceptions, {
      stop_id: id,
      on_date: addDays(today, 14),
      kind: 'moved',
      start_time: '17:00',
      end_time: '21:00',
      place_name: 'Harbour',
    });
    t.equal(moved.status, 201, JSON.stringify(moved.body));
    const next = await client(app).get(`${PUBLIC_API.schedule.member(live)}?limit=3`);
    t.same(
      next.body.data.occurrences.map(
        (o: { date: string; cancelled_reason: string | null; place_name: string }) => [
          o.date,
          o.cancelled_reason,
          o.place_name,
        ],
      ),
      [
        [today, null, 'Market square'],
        [addDays(today, 7), 'Festival closed the street', 'Market square'],
        [addDays(today, 14), null, 'Harbour'],
      ],
    );
    t.equal((await client(app).get(PUBLIC_API.schedule.member(draft))).status, 404, 'a draft member: 404');

    const week = await client(app).get(PUBLIC_API.schedule.week);
    t.same(
      week.body.data.days.map((d: { date: string }) => d.date),
      Array.from({ length: 7 }, (_, n) => addDays(today, n)),
    );
    t.same(
      week.body.data.days.map((d: { occurrences: unknown[] }) => d.occurrences.length),
      [1, 0, 0, 0, 0, 0, 0],
    );

    const cancel = await staff.patch(API.stop(id), { cancelled_reason: 'Engine trouble' });
    t.equal(cancel.status, 200);
    t.equal(cancel.body.data.cancelled_reason, 'Engine trouble');
    const afterCancel = await client(app).get(PUBLIC_API.schedule.today);
    t.equal(
      afterCancel.body.data.occurrences[0].cancelled_reason,
      'Engine trouble',
      'shown, with its reason',
    );
    await staff.patch(API.stop(id), { cancelled_reason: null });
    t.equal(
      (await client(app).get(PUBLIC_API.schedule.today)).body.data.occurrences[0].cancelled_reason,
      null,
    );

    const feed = await client(app).get(`${PUBLIC_API.schedule.feed}?member=${live}`);
    t.same(
      feed.body.data.stops.map((s: { id: number; exceptions: unknown[] }) => [s.id, s.exceptions.length]),
      [
        [past.body.data.id, 0],
        [id, 2],
      ],
      'the feed has the stored stops of the member with their exceptions',
    );

    t.equal((await staff.delete(API.stop(id))).status, 200);
    t.same((await staff.get(API.stopExceptions)).body.data, [], 'its exceptions went with it');
    t.same((await client(app).get(PUBLIC_API.schedule.today)).body.data.occurrences, []);
  },
);

t.test('bad input is the spec’s 400 with the field, and changes nothing', async (t) => {
  const { app, editor, today, live } = await scheduled(t);
  const staff = client(app, editor);
  const good = { ...allDay, member_id: live, starts_on: today };
  const { access_token: tacos } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const tacosMember = await member(app, tacos, '/tacos-own', POST_STATUS.published, HOSTS.tacos);
  const refusals: [Record<string, unknown>, string][] = [
    [{ ...good, end_time: '00:00' }, 'end_time'],
    [{ ...good, start_time: '25:00' }, 'start_time'],
    [{ ...good, starts_on: '2026-02-31' }, 'starts_on'],
    [{ ...good, latitude: 10 }, 'longitude'],
    [{ ...good, latitude: 95, longitude: 0 }, 'latitude'],
    [{ ...good, repeat_until: addDays(today, 7) }, 'repeat_until'],
    [{ ...good, repeat: 'weekly', repeat_until: addDays(today, -7) }, 'repeat_until'],
    [{ ...good, member_id: tacosMember }, 'member_id'],
    [{ ...good, place_name: '' }, 'place_name'],
    [{ ...good, repeat: 'daily' }, 'repeat'],
  ];
  for (const [body, field] of refusals) assertErrorShape(t, await staff.post(API.stops, body), 400, field);
  t.same((await staff.get(API.stops)).body.data, [], 'no stop was written');
  t.equal((await client(app).post(API.stops, good)).status, 401, 'no session: 401');

  const stop = (await staff.post(API.stops, { ...good, repeat: 'weekly' })).body.data;
  assertErrorShape(t, await staff.patch(API.stop(stop.id), { end_time: '00:00' }), 400, 'end_time');
  assertErrorShape(t, await staff.patch(API.stop(stop.id), {}), 400, 'body');
  const exceptionRefusals: [Record<string, unknown>, string][] = [
    [{ stop_id: stop.id, on_date: addDays(today, 3), kind: 'cancelled', reason: 'x' }, 'on_date'],
    [{ stop_id: stop.id, on_date: addDays(today, 7), kind: 'cancelled' }, 'reason'],
    [
      { stop_id: stop.id, on_date: addDays(today, 7), kind: 'moved', start_time: '23:00', end_time: '22:00' },
      'end_time',
    ],
    [{ stop_id: 9999, on_date: today, kind: 'cancelled', reason: 'x' }, 'stop_id'],
  ];
  for (const [body, field] of exceptionRefusals)
    assertErrorShape(t, await staff.post(API.stopExceptions, body), 400, field);
  const first = await staff.post(API.stopExceptions, {
    stop_id: stop.id,
    on_date: today,
    kind: 'cancelled',
    reason: 'Rain',
  });
  t.equal(first.status, 201);
  assertErrorShape(
    t,
    await staff.post(API.stopExceptions, {
      stop_id: stop.id,
      on_date: today,
      kind: 'cancelled',
      reason: 'Snow',
    }),
    409,
    'on_date',
  );
  t.same((await staff.get(API.stops)).body.data, [stop], 'the stop is as it was');
  t.equal((await staff.get(API.stopExceptions)).body.data.length, 1, 'one exception');

  // two staff members except the same date at once: on PostgreSQL both pass the check and the
  // unique index refuses one, which must still name the field (SQLite takes them one by one)
  const nextWeek = addDays(today, 7);
  const racing = await Promise.all(
    ['Rain', 'Snow'].map((reason) =>
      staff.post(API.stopExceptions, { stop_id: stop.id, on_date: nextWeek, kind: 'cancelled', reason }),
    ),
  );
  t.same(racing.map((answer) => answer.status).sort(), [201, 409], 'one taken, one refused, no 500');
  const refused = racing.find((answer) => answer.status === 409);
  if (refused) assertErrorShape(t, refused, 409, 'on_date');
  t.equal((await staff.get(API.stopExceptions)).body.data.length, 2, 'one exception a date');
});

t.test('another site’s admin can neither see nor change the stops of this one', async (t) => {
  const { app, editor, today, live } = await scheduled(t);
  const stop = await weeklyStop(app, editor, live, today);
  const { access_token: tacos } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const foreign = client(app, tacos, HOSTS.tacos);
  t.same((await foreign.get(API.stops)).body.data, [], 'its list is its own');
  t.equal((await foreign.patch(API.stop(stop.id), { place_name: 'Elsewhere' })).status, 404);
  t.equal((await foreign.delete(API.stop(stop.id))).status, 404);
  assertErrorShape(
    t,
    await foreign.post(API.stopExceptions, {
      stop_id: stop.id,
      on_date: today,
      kind: 'cancelled',
      reason: 'x',
    }),
    400,
    'stop_id',
  );
  assertErrorShape(
    t,
    await foreign.post(API.stops, { ...allDay, member_id: live, starts_on: today }),
    400,
    'member_id',
  );
  t.same((await client(app, tacos).get(API.stops)).status, 403, 'nor with this site’s host');
  t.same((await client(app, editor).get(API.stops)).body.data, [stop], 'unchanged');
  t.same(
    (await client(app, undefined, HOSTS.tacos).get(PUBLIC_API.schedule.today)).body.data.occurrences,
    [],
  );
});

t.test('a site copy takes the stops of the members it copies only when asked', async (t) => {
  const { app, editor, today, live, domains } = await scheduled(t);
  const stop = await weeklyStop(app, editor, live, today);
  await client(app, editor).post(API.stopExceptions, {
    stop_id: stop.id,
    on_date: addDays(today, 7),
    kind: 'cancelled',
    reason: 'Rain',
  });
  const { access_token: owner } = await login(app, EMAILS.owner);
  const copy = async (host: string, extra: Record<string, unknown>) => {
    const created = await client(app, owner).post(API.options.domains, {
      host,
      name: host,
      start_from: { kind: 'copy', domain_id: domains.main, ...extra },
    });
    t.equal(created.status, 201, JSON.stringify(created.body));
  };
  await copy('with.localhost', { copy_schedules: true });
  await copy('without.localhost', {});
  await copy('no-members.localhost', { copy_schedules: true, post_type_ids: [POST_TYPE.page] });
  // an owner's session works on one site at a time: the copies are read through their stores
  const siteOf = async (host: string) => (await app.stores.domains.findByHost(host))?.id ?? 0;
  const stopsOf = async (host: string) => app.stores.collections.stops.list(await siteOf(host));
  const copied = await stopsOf('with.localhost');
  t.equal(copied.length, 1);
  t.not(copied[0]?.member_id, live, 'pointing at the copied member');
  const exceptions = await app.stores.collections['stop-exceptions'].list(await siteOf('with.localhost'));
  t.same(
    exceptions.map((e) => [e.stop_id, e.on_date]),
    [[copied[0]?.id, addDays(today, 7)]],
    'its exception, pointing at the copied stop',
  );
  t.same(await stopsOf('without.localhost'), [], 'not asked: not copied');
  t.same(await stopsOf('no-members.localhost'), [], 'the members were not copied: nor their stops');
});

t.test('the site map’s lastmod of a member’s page is its last stop change when later', async (t) => {
  const { app, db, editor, today, live } = await scheduled(t);
  await db.updateTable('posts').set({ updated_at: '2020-01-01 00:00:00' }).where('id', '=', live).execute();
  const lastmodOf = async () =>
    (await client(app).get(API.sitemap)).body.data.find((e: { url: string }) => e.url === '/taco-loco')
      ?.updated_at;
  t.equal(await lastmodOf(), '2020-01-01 00:00:00', 'no stops: the post’s own');
  const stop = (await client(app, editor).post(API.stops, { ...allDay, member_id: live, starts_on: today }))
    .body.data;
  t.equal(`${(await lastmodOf())?.replace(' ', 'T')}Z`, stop.updated_at, 'the stop’s');
});

/**
 * The insight store on a real database: a new day closes the past days' hashes into visitor
 * counts and deletes them with their salts; the sweep deletes what is older than 25 months and
 * closes the day even when no beacon came; a removed site takes its counts with it.
 */
import t from 'tap';
import { addDays, firstKeptDay } from '#shared/insights/insight-days.ts';
import type { InsightBatchItem } from '#shared/schemas/insights.ts';
import { createHarness } from '../testing/api-test-harness.ts';
import { createInsightSweep } from './insight-retention.ts';
import { INSIGHT_TABLES } from './insight-store.ts';

const hash = (n: number) => n.toString(16).padStart(32, '0');
const view = (day: string, visitor: number, path = '/'): InsightBatchItem => ({
  day,
  path,
  referrer: '',
  device: 'phone',
  entry: true,
  visitor: hash(visitor),
});

t.test('the first write of a new day counts and forgets the past day’s hashes and salt', async (t) => {
  const { app, db, domains } = await createHarness(t);
  const store = app.stores.insights;
  const monday = '2026-11-23';
  const tuesday = addDays(monday, 1);
  const mondaySalt = await store.saltOf(monday);
  t.equal(await store.saltOf(monday), mondaySalt, 'one salt a day');
  await app.stores.withTransaction((s) =>
    s.insights.addBatch(domains.main, [view(monday, 1), view(monday, 2), view(monday, 1)], monday),
  );
  await app.stores.withTransaction((s) => s.insights.addBatch(domains.tacos, [view(monday, 1)], monday));
  t.equal(
    (await db.selectFrom('insight_day_visitors').selectAll().execute()).length,
    3,
    'hashes kept for the day',
  );

  // a late view of Monday arrives on Tuesday: counted as a view, its hash not kept
  await app.stores.withTransaction((s) =>
    s.insights.addBatch(domains.main, [view(monday, 3), view(tuesday, 9)], tuesday),
  );
  const hashes = await db.selectFrom('insight_day_visitors').selectAll().execute();
  t.same(
    hashes.map((row) => [row.day, row.hash]),
    [[tuesday, hash(9)]],
    'only Tuesday’s hash is left',
  );
  t.same(
    (await db.selectFrom('insight_salts').select('day').execute()).map((row) => row.day),
    [],
    'Monday’s salt is gone (Tuesday’s is made at its first use)',
  );
  const visitors = await db
    .selectFrom('insight_visitor_days')
    .select(['domain_id', 'day', 'visitors'])
    .orderBy('domain_id')
    .execute();
  t.same(visitors, [
    { domain_id: domains.main, day: monday, visitors: 2 },
    { domain_id: domains.tacos, day: monday, visitors: 1 },
  ]);
  const totals = await store.dayTotals({ sites: [domains.main], from: monday, to: tuesday });
  t.same(totals, [
    { day: monday, visitors: 2, views: 4, entries: 4 },
    { day: tuesday, visitors: 1, views: 1, entries: 1 },
  ]);
  t.notSame(await store.saltOf(tuesday), mondaySalt, 'a new day, a new salt');
});

t.test('the daily sweep closes the day and deletes what is older than 25 months', async (t) => {
  const { app, db, domains } = await createHarness(t);
  const today = '2026-11-27';
  const oldest = firstKeptDay(today);
  const yesterday = addDays(today, -1);
  await app.stores.insights.saltOf(yesterday);
  for (const day of [addDays(oldest, -1), oldest, yesterday]) {
    await app.stores.withTransaction((s) =>
      s.insights.addBatch(
        domains.main,
        [view(day, 1), { day, path: '/', referrer: '', device: 'phone', entry: false, vitals: { lcp: 900 } }],
        day,
      ),
    );
  }
  const sweep = createInsightSweep(app.stores, app.log);
  await sweep(new Date(`${today}T00:00:05Z`));
  for (const table of ['insight_page_days', 'insight_vital_days', 'insight_visitor_days'] as const) {
    const days = (await db.selectFrom(table).select('day').execute()).map((row) => row.day).sort();
    t.same(days, [oldest, yesterday], `${table}: the day before the 25 months is gone`);
  }
  t.equal((await db.selectFrom('insight_day_visitors').selectAll().execute()).length, 0, 'no past hash left');
  t.equal((await db.selectFrom('insight_salts').selectAll().execute()).length, 0, 'no past salt left');
});

t.test('a removed site takes its insights with it', async (t) => {
  const { app, db, domains } = await createHarness(t);
  const day = '2026-11-27';
  await app.stores.insights.saltOf(day);
  for (const site of [domains.main, domains.tacos]) {
    await app.stores.withTransaction((s) =>
      s.insights.addBatch(
        site,
        [
          view(day, site),
          { day, path: '/', referrer: '', device: 'phone', entry: false, vitals: { inp: 80 } },
        ],
        day,
      ),
    );
  }
  await app.stores.insights.closePastDays(addDays(day, 1));
  await db.deleteFrom('domains').where('id', '=', domains.tacos).execute();
  for (const table of INSIGHT_TABLES) {
    if (table === 'insight_salts') continue;
    const sites = await db.selectFrom(table).select('domain_id').execute();
    t.ok(
      sites.every((row) => row.domain_id === domains.main),
      `${table}: nothing of the removed site (${sites.length} rows of the other)`,
    );
  }
  t.ok(
    (await db.selectFrom('insight_visitor_days').selectAll().execute()).length > 0,
    'the other site’s stay',
  );
});

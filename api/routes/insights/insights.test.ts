/**
 * Visitor insights through the API (docs/decisions/048): the BFF's batch and salt take its secret
 * and nothing else; batches add up, also from two API processes at once; the panel's reads count
 * what was sent; a site's admin reads only its own site, and only an owner reads every site.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { BFF_API_SECRET_HEADER } from '#shared/config/bff-api-secret.ts';
import { addDays, utcDay } from '#shared/insights/insight-days.ts';
import type { InsightBatchItem } from '#shared/schemas/insights.ts';
import { client, login } from '../../testing/api-calls.ts';
import { anotherApiProcess, signedIn, TEST_BFF_API_SECRET } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

type App = Awaited<ReturnType<typeof signedIn>>['app'];

const hash = (n: number) => n.toString(16).padStart(32, '0');

function view(
  day: string,
  path: string,
  visitor: number,
  extra: Partial<InsightBatchItem> = {},
): InsightBatchItem {
  return { day, path, referrer: '', device: 'desktop', entry: false, visitor: hash(visitor), ...extra };
}

async function postBatch(
  app: App,
  items: unknown[],
  host: string = HOSTS.main,
  secret = TEST_BFF_API_SECRET,
) {
  const res = await app.inject({
    method: 'POST',
    url: API.insights.batch,
    headers: { 'x-forwarded-for': host, [BFF_API_SECRET_HEADER]: secret },
    payload: { items },
  });
  return { status: res.statusCode, body: res.json() };
}

t.test('the batch and the salt take the BFF’s secret only, and refuse in the error shape', async (t) => {
  const { app, token, db } = await signedIn(t, 'admin');
  const today = utcDay();
  const items = [view(today, '/', 1)];
  const attempts = [
    { name: 'no secret', headers: {} },
    { name: 'a wrong secret', headers: { [BFF_API_SECRET_HEADER]: `${TEST_BFF_API_SECRET}x` } },
    { name: 'an empty secret', headers: { [BFF_API_SECRET_HEADER]: '' } },
    { name: 'an admin’s session', headers: { authorization: `Bearer ${token}` } },
  ];
  for (const { name, headers } of attempts) {
    for (const [method, url] of [
      ['POST', API.insights.batch],
      ['GET', API.insights.salt],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { 'x-forwarded-for': HOSTS.main, ...headers },
        ...(method === 'POST' ? { payload: { items } } : {}),
      });
      t.equal(res.statusCode, 401, `${method} ${url} with ${name}: 401`);
      t.same(res.json(), { statusCode: 401, message: 'Only the BFF may make this call' }, 'the error shape');
    }
  }
  t.equal((await db.selectFrom('insight_page_days').selectAll().execute()).length, 0, 'nothing was counted');
  t.equal((await db.selectFrom('insight_salts').selectAll().execute()).length, 0, 'no salt was made');

  const bad = await postBatch(app, [{ ...view(today, '/', 1), visitor: 'not-hex' }]);
  t.equal(bad.status, 400, 'a malformed item: 400');
  t.equal(bad.body.statusCode, 400);
  t.type(bad.body.message, 'string');
  t.equal((await postBatch(app, [])).status, 400, 'an empty batch: 400');
});

t.test('the salt is one per day, the same for every caller, with the site’s id', async (t) => {
  const { app, domains } = await signedIn(t, 'admin');
  const salt = async (host: string) =>
    (
      await app.inject({
        method: 'GET',
        url: API.insights.salt,
        headers: { 'x-forwarded-for': host, [BFF_API_SECRET_HEADER]: TEST_BFF_API_SECRET },
      })
    ).json().data;
  const main = await salt(HOSTS.main);
  t.equal(main.day, utcDay());
  t.match(main.salt, /^[A-Za-z0-9_-]{43}$/, '32 random bytes');
  t.equal(main.site, domains.main);
  const tacos = await salt(HOSTS.tacos);
  t.same(tacos, { ...main, site: domains.tacos }, 'the day’s salt, the other site’s id');
  t.same(await salt(HOSTS.main), main, 'asked again: the same salt');
});

t.test('batches add up, and the panel’s reads count them', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const admin = client(app, token);
  const today = utcDay();
  const yesterday = addDays(today, -1);
  const first = await postBatch(app, [
    view(today, '/', 1, { entry: true, referrer: 'search.example', device: 'phone' }),
    view(today, '/menu', 1),
    view(today, '/', 2, { entry: true, device: 'tablet' }),
    view(today, '/catering', 2),
    {
      day: today,
      path: '/',
      referrer: '',
      device: 'phone',
      entry: false,
      vitals: { lcp: 1800, cls: 0.02, inp: 120 },
    },
    {
      day: today,
      path: '/',
      referrer: '',
      device: 'desktop',
      entry: false,
      vitals: { lcp: 2400, ttfb: 300 },
    },
    { day: today, path: '/', referrer: '', device: 'desktop', entry: false, vitals: { lcp: 5200 } },
  ]);
  t.same(first, { status: 200, body: { data: { added: 7 } } });
  t.equal(
    (
      await postBatch(app, [
        view(today, '/', 1, { entry: true, referrer: 'search.example', device: 'phone' }),
        view(yesterday, '/', 3, { entry: true }),
        view(addDays(today, -3), '/', 4),
        view(addDays(today, 2), '/', 5),
      ])
    ).body.data.added,
    2,
    'days other than today and yesterday are left out',
  );
  await client(app).post(API.formSubmissions('catering'), {
    name: 'Ada',
    email: 'ada@example.test',
    date: addDays(today, 30),
    guests: '40',
  });

  const summary = await admin.get(`${API.insights.summary}?from=${yesterday}&to=${today}`);
  t.equal(summary.status, 200, JSON.stringify(summary.body));
  t.same(
    summary.body.data.totals,
    { visitors: 2, views: 6, entries: 4 },
    'today’s visitors are counted live',
  );
  t.same(summary.body.data.days, [
    { day: yesterday, visitors: 0, views: 1, entries: 1 },
    { day: today, visitors: 2, views: 5, entries: 3 },
  ]);
  t.same(summary.body.data.previous.totals, { visitors: 0, views: 0, entries: 0 });
  t.same(
    summary.body.data.previous.days.map((d: { day: string }) => d.day),
    [addDays(today, -3), addDays(today, -2)],
    'the previous period is as long and ends the day before',
  );

  const pages = await admin.get(`${API.insights.pages}?from=${yesterday}`);
  t.same(pages.body.data, [
    { site: HOSTS.main, path: '/', views: 4, entries: 4 },
    { site: HOSTS.main, path: '/catering', views: 1, entries: 0 },
    { site: HOSTS.main, path: '/menu', views: 1, entries: 0 },
  ]);
  const referrers = await admin.get(API.insights.referrers);
  t.same(referrers.body.data, [
    { host: '', views: 4, entries: 2 },
    { host: 'search.example', views: 2, entries: 2 },
  ]);
  const devices = await admin.get(API.insights.devices);
  t.same(devices.body.data, [
    { device: 'desktop', views: 3 },
    { device: 'phone', views: 2 },
    { device: 'tablet', views: 1 },
  ]);
  const vitals = await admin.get(API.insights.vitals);
  t.equal(vitals.body.data.length, 1);
  const home = vitals.body.data[0];
  t.equal(home.path, '/');
  t.match(home.lcp, { band: 'poor', samples: 3 }, 'LCP: 3 samples, the p75 poor');
  t.ok(home.lcp.p75 >= 5200 && home.lcp.p75 < 6500, `the LCP p75 is its bucket’s bound (${home.lcp.p75})`);
  t.same(home.inp?.band, 'good');
  t.same(home.cls?.band, 'good');
  t.ok(home.cls.p75 >= 0.02 && home.cls.p75 < 0.03, `CLS as a score (${home.cls.p75})`);
  t.equal(home.ttfb?.samples, 1);

  const catering = await admin.get(`${API.insights.catering}?from=${yesterday}`);
  t.same(catering.body.data, {
    page: '/catering',
    days: [
      { day: yesterday, requests: 0, views: 0 },
      { day: today, requests: 1, views: 1 },
    ],
  });

  const bad = await admin.get(`${API.insights.summary}?from=${today}&to=${yesterday}`);
  t.equal(bad.status, 400, 'a range that ends before it starts');
  t.same(bad.body.errors, { from: ['must not be after to'] });
  t.equal((await admin.get(`${API.insights.summary}?from=2026-02-31`)).status, 400, 'not a real day');
  t.equal((await admin.get(`${API.insights.summary}?from=2001-01-01`)).status, 400, 'before what is kept');
});

t.test('a site’s admin reads only its site; an owner may read every site together', async (t) => {
  const { app, token: mainAdmin } = await signedIn(t, 'admin');
  const today = utcDay();
  await postBatch(app, [view(today, '/main-only', 1), view(today, '/shared', 2)]);
  await postBatch(
    app,
    [view(today, '/tacos-only', 7), view(today, '/shared', 8), view(today, '/shared', 9)],
    HOSTS.tacos,
  );

  const tacosAdmin = (await login(app, EMAILS.tacosAdmin, HOSTS.tacos)).access_token;
  const ownPages = await client(app, tacosAdmin, HOSTS.tacos).get(API.insights.pages);
  t.same(
    ownPages.body.data.map((p: { site: string; path: string }) => `${p.site}${p.path}`),
    [`${HOSTS.tacos}/shared`, `${HOSTS.tacos}/tacos-only`],
    'the taco admin reads its own site',
  );
  for (const url of [
    API.insights.summary,
    API.insights.pages,
    API.insights.referrers,
    API.insights.devices,
    API.insights.vitals,
    API.insights.catering,
  ]) {
    const across = await client(app, tacosAdmin, HOSTS.main).get(url);
    t.equal(across.status, 403, `${url}: the taco admin on the main site is refused`);
    const all = await client(app, tacosAdmin, HOSTS.tacos).get(`${url}?site=all`);
    t.equal(all.status, 403, `${url}?site=all: an admin is refused`);
    t.same(Object.keys(all.body).sort(), ['message', 'statusCode'], 'in the error shape');
  }
  const mainSummary = await client(app, mainAdmin).get(API.insights.summary);
  t.same(
    mainSummary.body.data.totals,
    { visitors: 2, views: 2, entries: 0 },
    'the main admin: its site only',
  );

  const owner = (await login(app, EMAILS.owner, HOSTS.main)).access_token;
  const everySite = await client(app, owner).get(`${API.insights.summary}?site=all`);
  t.same(everySite.body.data.totals, { visitors: 5, views: 5, entries: 0 }, 'the owner: both sites');
  const ownerPages = await client(app, owner).get(`${API.insights.pages}?site=all`);
  t.same(
    ownerPages.body.data.map(
      (p: { site: string; path: string; views: number }) => `${p.site}${p.path} ${p.views}`,
    ),
    [
      `${HOSTS.tacos}/shared 2`,
      `${HOSTS.main}/main-only 1`,
      `${HOSTS.main}/shared 1`,
      `${HOSTS.tacos}/tacos-only 1`,
    ],
    'pages of both sites, each under its own',
  );
  const ownerHere = await client(app, owner).get(API.insights.summary);
  t.same(ownerHere.body.data.totals.views, 2, 'without site=all, the owner reads the request’s site');
});

t.test('two API processes add to the same counts', async (t) => {
  const harness = await signedIn(t, 'admin');
  const other = await anotherApiProcess(t, harness);
  const today = utcDay();
  const batch = (from: number) =>
    Array.from({ length: 50 }, (_, i) => view(today, `/p${i % 5}`, from + i, { entry: i % 2 === 0 }));
  const sends = await Promise.all([
    postBatch(harness.app, batch(0)),
    postBatch(other, batch(1000)),
    postBatch(harness.app, batch(0)),
    postBatch(other, batch(2000)),
  ]);
  t.same(
    sends.map((s) => s.status),
    [200, 200, 200, 200],
  );
  const summary = await harness.api.get(API.insights.summary);
  t.same(
    summary.body.data.totals,
    { visitors: 150, views: 200, entries: 100 },
    'every view counted, each visitor once',
  );
});

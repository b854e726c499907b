/**
 * Visitor insights through the whole stack: a real BFF in front of the embedded content API on
 * loopback. Beacons are answered 204 whatever they are; the ones that count land in the right
 * site's aggregates; what is stored and logged holds no client address, no user agent and no hash
 * of a past day; a visitor's 61st beacon of a minute is not counted; and with the API down a full
 * queue drops its oldest batch and says so in /bff/metrics.
 */
import t from 'tap';
import { COOKIE } from '#shared/api-paths.ts';
import { BFF_API_SECRET_HEADER } from '#shared/config/bff-api-secret.ts';
import { openDatabase } from '../../api/db/database.ts';
import { INSIGHT_TABLES } from '../../api/insights/insight-store.ts';
import { startBff } from '../test-support/bff-harness.ts';
import { type BeaconSender, sendBeacon, untilTaken } from '../test-support/insight-beacons.ts';
import { json, startRecordingUpstream } from '../test-support/recording-upstream.ts';
import { startStack } from '../test-support/stack-harness.ts';
import { call } from '../test-support/test-client.ts';
import { BEACONS_PER_VISITOR_MINUTE } from './beacon-route.ts';
import { METRICS_PATH } from './insight-metrics.ts';

const VISITOR_A = {
  ip: '203.0.113.7',
  ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 ProbeAlpha',
};
const VISITOR_B = {
  ip: '198.51.100.23',
  ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1 ProbeBravo',
};
const SECRETS_OF_VISITORS = [VISITOR_A.ip, VISITOR_B.ip, 'ProbeAlpha', 'ProbeBravo', 'Mozilla', 'iPhone'];

function beacon(
  baseUrl: string,
  who: BeaconSender,
  body: unknown,
  options: { host?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  return sendBeacon(baseUrl, body, { ...options, who });
}

const today = () => new Date().toISOString().slice(0, 10);

async function everyInsightRow(dataDir: string) {
  const db = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  try {
    const rows: Record<string, Record<string, unknown>[]> = {};
    for (const table of INSIGHT_TABLES) rows[table] = await db.selectFrom(table).selectAll().execute();
    return rows;
  } finally {
    await db.destroy();
  }
}

t.test('beacons are counted per site, bad ones change nothing, and nothing personal is kept', async (t) => {
  const { bff, dataDir } = await startStack(t, 'insights-stack', { trustProxy: '127.0.0.1' });
  const good = [
    await beacon(bff.url, VISITOR_A, { path: '/', referrer: 'search.example', width: 1440 }),
    await beacon(bff.url, VISITOR_A, { path: '/menu', referrer: 'localhost', width: 1440 }),
    await beacon(bff.url, VISITOR_B, { path: '/', width: 390 }),
    await beacon(bff.url, VISITOR_A, {
      path: '/',
      width: 1440,
      vitals: { lcp: 1800, cls: 0.01, inp: 90, ttfb: 120 },
    }),
    // sendBeacon sends a string as text/plain
    await beacon(bff.url, VISITOR_A, null, {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      raw: JSON.stringify({ path: '/about', width: 1440 }),
    }),
    await beacon(bff.url, VISITOR_B, { path: '/', width: 390 }, { host: 'tacos.localhost' }),
  ];
  const bad = [
    await beacon(bff.url, VISITOR_A, null, { raw: '{not json' }),
    await beacon(bff.url, VISITOR_A, { path: '/', width: 1440, visitor: 'me' }),
    await beacon(bff.url, VISITOR_A, { path: '/x?utm_source=mail', width: 1440 }),
    await beacon(bff.url, VISITOR_A, { path: `/${'a'.repeat(1500)}`, width: 1440 }),
    await beacon(bff.url, VISITOR_A, { path: '/', width: 1440 }, { headers: { 'sec-gpc': '1' } }),
    await beacon(bff.url, VISITOR_A, { path: '/', width: 1440 }, { headers: { dnt: '1' } }),
    await beacon(
      bff.url,
      VISITOR_A,
      { path: '/', width: 1440 },
      { headers: { cookie: `${COOKIE.accessToken}=x` } },
    ),
    await beacon(bff.url, VISITOR_A, { path: '/panel/insights', width: 1440 }),
    await beacon(
      bff.url,
      { ...VISITOR_A, ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { path: '/', width: 1440 },
    ),
    await beacon(bff.url, { ...VISITOR_A, ua: '' }, { path: '/', width: 1440 }),
  ];
  for (const [i, answer] of [...good, ...bad].entries()) {
    t.equal(answer.status, 204, `beacon ${i}: 204`);
    t.equal(answer.text, '', 'with no body');
    // an empty answer no browser reads: none of a document's security headers (security-headers.ts)
    t.equal(answer.headers['content-security-policy'], undefined, 'and no document headers');
  }
  // the beacons are taken after their answer: wait until each is queued or dropped
  await untilTaken(bff.app, good.length + bad.length);
  await bff.app.insights.flush();

  const rows = await everyInsightRow(dataDir);
  const pages = (rows.insight_page_days ?? []).map((r) =>
    [r.path, r.referrer_host, r.device, Number(r.views), Number(r.entries)].join(' '),
  );
  t.same(
    pages.sort(),
    [
      '/ search.example desktop 1 1',
      '/  phone 1 1',
      '/  phone 1 1',
      '/about  desktop 1 1',
      '/menu  desktop 1 0',
    ].sort(),
    'the good views only, the site’s own host as no referrer',
  );
  const sites = new Set((rows.insight_page_days ?? []).map((r) => r.domain_id));
  t.equal(sites.size, 2, 'on their two sites');
  t.equal(rows.insight_vital_days?.length, 4, 'one histogram row for each of the four vitals');
  t.equal(rows.insight_day_visitors?.length, 3, 'two visitors on the main site, one on the taco site');

  const stored = JSON.stringify(rows);
  for (const secret of SECRETS_OF_VISITORS) t.notOk(stored.includes(secret), `no “${secret}” stored`);
  t.ok(
    (rows.insight_day_visitors ?? []).every(
      (r) => r.day === today() && /^[0-9a-f]{32}$/.test(String(r.hash)),
    ),
    'only today’s hashes, 16 bytes each',
  );
  t.same(
    (rows.insight_salts ?? []).map((r) => r.day),
    [today()],
    'only today’s salt',
  );
  const logged = bff.logs.join('');
  for (const secret of SECRETS_OF_VISITORS) t.notOk(logged.includes(secret), `no “${secret}” logged`);

  const text = (await call(bff.url, METRICS_PATH)).text;
  for (const line of [
    'bff_insight_beacons_received_total 16',
    'bff_insight_beacons_queued_total 6',
    'bff_insight_beacons_dropped_total{reason="malformed"} 4',
    'bff_insight_beacons_dropped_total{reason="privacy-signal"} 2',
    'bff_insight_beacons_dropped_total{reason="staff"} 2',
    'bff_insight_beacons_dropped_total{reason="bot"} 2',
    'bff_insight_batches_dropped_total 0',
  ]) {
    t.ok(text.includes(`${line}\n`), line);
  }
});

t.test('a visitor’s beacons past 60 a minute are not counted', async (t) => {
  const { bff, dataDir } = await startStack(t, 'insights-rate', { trustProxy: '127.0.0.1' });
  const sent = BEACONS_PER_VISITOR_MINUTE + 10;
  for (let i = 0; i < sent; i++) await beacon(bff.url, VISITOR_A, { path: '/', width: 1440 });
  await beacon(bff.url, VISITOR_B, { path: '/', width: 1440 });
  const metrics = bff.app.insights.metrics;
  await untilTaken(bff.app, sent + 1);
  await bff.app.insights.flush();
  const rows = await everyInsightRow(dataDir);
  const views = (rows.insight_page_days ?? []).reduce((sum, r) => sum + Number(r.views), 0);
  t.equal(views, BEACONS_PER_VISITOR_MINUTE + 1, '60 of the first visitor, and the other visitor’s one');
  t.equal(metrics.beaconsDropped.rate, 10);
});

t.test('with the API down, a full queue drops its oldest batch and counts it', async (t) => {
  const upstream = await startRecordingUpstream((request, res) => {
    if (request.url.startsWith('/api/insights/salt')) {
      return json(res, 200, { data: { day: today(), salt: 'a-salt-of-the-day', site: 1 } });
    }
    return json(res, 503, { statusCode: 503, message: 'down' });
  });
  t.teardown(() => upstream.close());
  const bff = await startBff({
    upstreamUrl: upstream.url,
    bffApiSecret: 'the-secret-of-this-test-0123456789abcdef',
    trustProxy: '127.0.0.1',
    insightBatches: { flushMs: 60_000, batchSize: 2, maxQueuedBatches: 2 },
  });
  t.teardown(() => bff.close());
  const started = Date.now();
  for (let i = 0; i < 8; i++) {
    const answer = await beacon(bff.url, VISITOR_A, { path: `/p${i}`, width: 1440 });
    t.equal(answer.status, 204);
  }
  t.ok(Date.now() - started < 2_000, 'answered at once, though the API is down');
  const metrics = bff.app.insights.metrics;
  await untilTaken(bff.app, 8);
  await bff.app.insights.flush();
  const text = (await call(bff.url, METRICS_PATH)).text;
  t.ok(text.includes('bff_insight_batches_dropped_total 2\n'), 'two batches dropped from the full queue');
  t.ok(text.includes('bff_insight_beacons_lost_total 4\n'), 'with their four beacons');
  t.equal(metrics.batchesSent, 0);
  t.ok(metrics.batchesRetried >= 1, 'the failed sends were kept to retry');

  const sends = upstream.to('/api/insights/batch');
  t.ok(sends.length >= 1, 'batches were tried');
  for (const send of sends) {
    t.equal(
      send.headers[BFF_API_SECRET_HEADER],
      'the-secret-of-this-test-0123456789abcdef',
      'with the secret',
    );
    t.equal(send.headers['x-forwarded-for'], 'localhost', 'naming the site, not the visitor');
    const sentText = JSON.stringify(send);
    for (const secret of SECRETS_OF_VISITORS) t.notOk(sentText.includes(secret), `no “${secret}” sent on`);
  }
});

/**
 * The batches through a real BFF in front of a recording upstream: a site's batch goes as soon as
 * it is full, the rest on the timer, one batch per site, each naming its site; a batch the API
 * refuses (4xx) is dropped and counted, not retried.
 */
import t from 'tap';
import { startBff } from '../test-support/bff-harness.ts';
import { sendBeacon, until, untilTaken } from '../test-support/insight-beacons.ts';
import { json, type RecordingUpstream, startRecordingUpstream } from '../test-support/recording-upstream.ts';

const SECRET = 'the-secret-of-this-test-0123456789abcdef';
const today = () => new Date().toISOString().slice(0, 10);

const beacon = (url: string, path: string, host = 'localhost') =>
  sendBeacon(url, { path, width: 1280 }, { host });

function upstreamAnswering(batchStatus: number): Promise<RecordingUpstream> {
  return startRecordingUpstream((request, res) => {
    if (request.url.startsWith('/api/insights/salt')) {
      return json(res, 200, { data: { day: today(), salt: 'salt', site: 1 } });
    }
    return json(
      res,
      batchStatus,
      batchStatus < 300 ? { data: { added: 1 } } : { statusCode: 400, message: 'no' },
    );
  });
}

t.test('a full batch goes at once, the others on the timer, one per site', async (t) => {
  const upstream = await upstreamAnswering(200);
  t.teardown(() => upstream.close());
  const bff = await startBff({
    upstreamUrl: upstream.url,
    bffApiSecret: SECRET,
    insightBatches: { flushMs: 60_000, batchSize: 3 },
  });
  t.teardown(() => bff.close());
  const batches = () => upstream.to('/api/insights/batch');
  for (const path of ['/a', '/b', '/c']) await beacon(bff.url, path);
  await until(() => batches().length === 1);
  t.equal(batches().length, 1, 'three beacons: a full batch, sent without waiting for the timer');
  t.same(
    JSON.parse(batches()[0]?.body ?? '{}').items.map((item: { path: string }) => item.path),
    ['/a', '/b', '/c'],
  );
  await beacon(bff.url, '/d');
  await beacon(bff.url, '/e', 'tacos.localhost');
  await new Promise((r) => setTimeout(r, 100));
  t.equal(batches().length, 1, 'a batch that is not full waits for the timer');
  await bff.app.insights.flush();
  t.same(
    batches()
      .slice(1)
      .map((b) => `${b.headers['x-forwarded-for']} ${JSON.parse(b.body).items.length}`)
      .sort(),
    ['localhost 1', 'tacos.localhost 1'],
    'then one batch per site, naming it',
  );
  t.equal(bff.app.insights.metrics.batchesSent, 3);
});

t.test('the timer sends what is waiting', async (t) => {
  const upstream = await upstreamAnswering(200);
  t.teardown(() => upstream.close());
  const bff = await startBff({
    upstreamUrl: upstream.url,
    bffApiSecret: SECRET,
    insightBatches: { flushMs: 100 },
  });
  t.teardown(() => bff.close());
  await beacon(bff.url, '/');
  await until(() => upstream.to('/api/insights/batch').length === 1);
  t.equal(upstream.to('/api/insights/batch').length, 1, 'sent within a tick');
});

t.test('a batch the API refuses is dropped and counted', async (t) => {
  const upstream = await upstreamAnswering(400);
  t.teardown(() => upstream.close());
  const bff = await startBff({
    upstreamUrl: upstream.url,
    bffApiSecret: SECRET,
    insightBatches: { flushMs: 60_000 },
  });
  t.teardown(() => bff.close());
  await beacon(bff.url, '/');
  await beacon(bff.url, '/menu');
  await untilTaken(bff.app, 2);
  await bff.app.insights.flush();
  await bff.app.insights.flush();
  t.equal(upstream.to('/api/insights/batch').length, 1, 'sent once, not again');
  t.equal(bff.app.insights.metrics.batchesRefused, 1);
  t.equal(bff.app.insights.metrics.beaconsLost, 2);
});

/**
 * The day's salt through a real BFF in front of a recording upstream: asked once for many
 * beacons at once, with the BFF's secret; an API that cannot give it is not asked again for a few
 * seconds, and the beacons meanwhile are dropped (and still answered 204).
 */
import t from 'tap';
import { BFF_API_SECRET_HEADER } from '#shared/config/bff-api-secret.ts';
import { startBff } from '../test-support/bff-harness.ts';
import { sendBeacon, untilTaken } from '../test-support/insight-beacons.ts';
import { json, startRecordingUpstream } from '../test-support/recording-upstream.ts';

const SECRET = 'the-secret-of-this-test-0123456789abcdef';
const today = () => new Date().toISOString().slice(0, 10);

const beacon = (url: string, host = 'localhost') => sendBeacon(url, { path: '/', width: 1280 }, { host });

t.test('one salt call per site for beacons at once, with the secret', async (t) => {
  const upstream = await startRecordingUpstream(async (_request, res) => {
    await new Promise((r) => setTimeout(r, 50));
    json(res, 200, { data: { day: today(), salt: 'salt', site: 3 } });
  });
  t.teardown(() => upstream.close());
  const bff = await startBff({ upstreamUrl: upstream.url, bffApiSecret: SECRET });
  t.teardown(() => bff.close());
  await Promise.all([1, 2, 3, 4, 5].map(() => beacon(bff.url)));
  await beacon(bff.url, 'tacos.localhost');
  await untilTaken(bff.app, 6);
  const asked = upstream.to('/api/insights/salt');
  t.same(
    asked.map((r) => r.headers['x-forwarded-for']).sort(),
    ['localhost', 'tacos.localhost'],
    'once per site',
  );
  t.ok(
    asked.every((r) => r.headers[BFF_API_SECRET_HEADER] === SECRET),
    'with the secret',
  );
  t.equal(bff.app.insights.metrics.beaconsQueued, 6, 'every beacon queued');
});

t.test('a salt the API cannot give is not asked again at once; its beacons are dropped', async (t) => {
  const upstream = await startRecordingUpstream((_request, res) =>
    json(res, 503, { statusCode: 503, message: 'down' }),
  );
  t.teardown(() => upstream.close());
  const bff = await startBff({ upstreamUrl: upstream.url, bffApiSecret: SECRET });
  t.teardown(() => bff.close());
  for (let i = 0; i < 5; i++) t.equal((await beacon(bff.url)).status, 204);
  await untilTaken(bff.app, 5);
  t.equal(upstream.to('/api/insights/salt').length, 1, 'asked once');
  t.equal(bff.app.insights.metrics.beaconsDropped.salt, 5, 'the beacons are dropped');
});

t.test('without a secret no beacon is taken, and none is refused', async (t) => {
  const upstream = await startRecordingUpstream();
  t.teardown(() => upstream.close());
  const bff = await startBff({ upstreamUrl: upstream.url });
  t.teardown(() => bff.close());
  t.equal((await beacon(bff.url)).status, 204);
  await untilTaken(bff.app, 1);
  t.equal(bff.app.insights.metrics.beaconsDropped['no-secret'], 1);
  t.equal(upstream.requests.length, 0, 'the API is not called');
});

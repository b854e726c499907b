import t from 'tap';
import { loopbackRoundTripMicros } from './loopback-round-trip.ts';

t.test('a one-byte round trip over loopback takes a positive, finite number of microseconds', async (t) => {
  const micros = await loopbackRoundTripMicros(200);
  t.ok(Number.isFinite(micros) && micros > 0, `${micros} µs`);
});

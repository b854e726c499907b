import t from 'tap';
import { pageFaultMicros } from './page-fault-cost.ts';

t.test('touching fresh pages takes a positive, finite time per page', async (t) => {
  const micros = pageFaultMicros(8, 1);
  t.ok(Number.isFinite(micros) && micros > 0, `${micros} µs per page`);
});

import { release } from 'node:os';
import t from 'tap';
import { machineLine, pageTableIsolation } from './machine.ts';

t.test('the header line names the kernel, its page-table isolation and the probe’s figures', async (t) => {
  const line = machineLine({ loopbackMicros: 27.6, pageFaultMicros: 12.44 });
  t.match(line, `kernel ${release()}, page-table isolation ${pageTableIsolation()}`);
  t.match(line, 'loopback TCP round trip 28 µs (median)');
  t.match(line, 'a page fault 12.4 µs');
  t.match(line, `Node ${process.version}`);
});

t.test('page-table isolation is read as on, off or unknown', async (t) => {
  t.ok(['on', 'off', 'unknown'].includes(pageTableIsolation()));
});

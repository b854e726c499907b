/** Journey files start longest first; a file without a figure counts as an average one. */
import t from 'tap';
import { JOURNEY_SECONDS, longestFirst } from './e2e-order.ts';

t.test('the longest known file starts first, the shortest last, ties by name', async (t) => {
  const seconds = { 'e2e/a.test.ts': 10, 'e2e/b.test.ts': 90, 'e2e/c.test.ts': 40, 'e2e/d.test.ts': 40 };
  t.same(longestFirst(['e2e/a.test.ts', 'e2e/b.test.ts', 'e2e/c.test.ts', 'e2e/d.test.ts'], seconds), [
    'e2e/b.test.ts',
    'e2e/c.test.ts',
    'e2e/d.test.ts',
    'e2e/a.test.ts',
  ]);
});

t.test('a new file counts as the average of the known ones, and a stale name changes nothing', async (t) => {
  const seconds = { 'e2e/long.test.ts': 100, 'e2e/short.test.ts': 20, 'e2e/gone.test.ts': 60 };
  t.same(longestFirst(['e2e/short.test.ts', 'e2e/new.test.ts', 'e2e/long.test.ts'], seconds), [
    'e2e/long.test.ts',
    'e2e/new.test.ts',
    'e2e/short.test.ts',
  ]);
});

t.test('every listed journey file exists, so the figures do not drift from the files unseen', async (t) => {
  const { existsSync } = await import('node:fs');
  const { join } = await import('node:path');
  const root = join(import.meta.dirname, '..');
  for (const file of Object.keys(JOURNEY_SECONDS)) t.ok(existsSync(join(root, file)), file);
});

import t from 'tap';
import { createTestDatabase } from '../testing/test-database.ts';
import { createRateLimitStore } from './rate-limit-store.ts';

t.test('hits count within a window, a new window starts after it, ended ones are pruned', async (t) => {
  const { db, drop } = await createTestDatabase(t.testdir());
  t.teardown(async () => {
    await db.destroy();
    await drop();
  });
  const store = createRateLimitStore(db);
  const start = 1_800_000_000_000; // epoch ms past 2^31: the column is bigint
  t.same(await store.hit('form|a', start, 1000), { hits: 1, windowEndsAt: start + 1000 });
  t.same(
    await store.hit('form|a', start + 500, 1000),
    { hits: 2, windowEndsAt: start + 1000 },
    'same window',
  );
  t.same(await store.hit('form|b', start + 500, 1000), { hits: 1, windowEndsAt: start + 1500 }, 'keys apart');
  t.same(
    await store.peek('form|a', start + 600),
    { hits: 2, windowEndsAt: start + 1000 },
    'peek counts nothing',
  );
  t.same(
    await store.hit('form|a', start + 1000, 1000),
    { hits: 1, windowEndsAt: start + 2000 },
    'a new window',
  );
  const parallel = await Promise.all(Array.from({ length: 10 }, () => store.hit('form|c', start, 1000)));
  t.same(
    parallel.map((w) => w.hits).sort((a, b) => a - b),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    'parallel hits are all counted',
  );
  await store.pruneEnded(start + 1500);
  t.same(await store.peek('form|b', start + 1400), { hits: 0, windowEndsAt: start + 1400 }, 'ended: pruned');
  t.same(await store.peek('form|a', start + 1400), { hits: 1, windowEndsAt: start + 2000 }, 'running: kept');
});

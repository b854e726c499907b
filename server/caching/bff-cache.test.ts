/**
 * The BFF's one cache (bff-cache.ts) on its own, with the test's clock: lifetimes (fresh, stale
 * while one load refreshes it, then gone), single flight, bounds, failures answered but not kept,
 * and invalidation winning over loads begun before it.
 */
import t from 'tap';
import { createBffCache, type Loaded } from './bff-cache.ts';

const FRESH_MS = 100;
const STALE_MS = 1_000;

function cacheWithClock(maxBytes = 10_000, maxEntries = 100) {
  const clock = { now: 1_000 };
  const cache = createBffCache({
    maxBytes,
    maxEntries,
    freshMs: FRESH_MS,
    staleMs: STALE_MS,
    now: () => clock.now,
  });
  return { cache, clock };
}

const kept = (value: string, size = 10): Loaded<string> => ({ kept: true, value, size });
const failed = (value: string): Loaded<string> => ({ kept: false, value });

/** a load that counts its calls and waits until released */
function heldLoad(result: Loaded<string>) {
  let release = () => {};
  let calls = 0;
  const released = new Promise<void>((resolve) => (release = resolve));
  const load = async () => {
    calls += 1;
    await released;
    return result;
  };
  return { load, release: () => release(), calls: () => calls };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

t.test('concurrent misses share one load; then a hit while fresh', async (t) => {
  const { cache } = cacheWithClock();
  const held = heldLoad(kept('1'));
  const reads = [cache.read('a', 'k', held.load), cache.read('a', 'k', held.load)];
  held.release();
  const [first, second] = await Promise.all(reads);
  t.equal(held.calls(), 1, 'one load');
  t.same(first, { value: '1', state: 'miss' });
  t.same(second, { value: '1', state: 'hit' }, 'the second waited on the first');
  t.same(await cache.read('a', 'k', async () => kept('2')), { value: '1', state: 'hit' });
  t.same(await cache.read('b', 'k', async () => kept('b')), { value: 'b', state: 'miss' }, 'per site');
});

t.test('stale while revalidate: answered at once, one load behind it, then gone', async (t) => {
  const { cache, clock } = cacheWithClock();
  await cache.read('a', 'k', async () => kept('1'));
  clock.now += FRESH_MS + 1;
  const refresh = heldLoad(kept('2'));
  const stale = await Promise.all([cache.read('a', 'k', refresh.load), cache.read('a', 'k', refresh.load)]);
  t.same(stale, [
    { value: '1', state: 'stale' },
    { value: '1', state: 'stale' },
  ]);
  t.equal(refresh.calls(), 1, 'one refresh for both');
  refresh.release();
  await settled();
  t.same(await cache.read('a', 'k', async () => kept('3')), { value: '2', state: 'hit' }, 'refreshed: fresh');

  clock.now += FRESH_MS + STALE_MS + 1;
  t.same(
    await cache.read('a', 'k', async () => kept('4')),
    { value: '4', state: 'miss' },
    'past the stale window a value is never answered',
  );
});

t.test('failures are answered, never kept; a failed refresh keeps the stale value', async (t) => {
  const { cache, clock } = cacheWithClock();
  const held = heldLoad(failed('down'));
  const reads = [cache.read('a', 'k', held.load), cache.read('a', 'k', held.load)];
  held.release();
  t.same(
    (await Promise.all(reads)).map((read) => read.value),
    ['down', 'down'],
    'every reader of the one load gets its answer',
  );
  t.equal(held.calls(), 1);
  t.same(await cache.read('a', 'k', async () => kept('up')), { value: 'up', state: 'miss' }, 'not kept');

  clock.now += FRESH_MS + 1;
  t.equal((await cache.read('a', 'k', async () => failed('down'))).state, 'stale');
  await settled();
  t.same(
    await cache.read('a', 'k', async () => failed('down')),
    { value: 'up', state: 'stale' },
    'still stale',
  );

  await settled();
  t.same(await cache.read('a', 'k', async () => ({ kept: false, value: 'x', gone: true })), {
    value: 'up',
    state: 'stale',
  });
  await settled();
  t.same(
    await cache.read('a', 'k', async () => kept('new')),
    { value: 'new', state: 'miss' },
    'gone: forgotten',
  );
});

t.test('a write forgets its site only; a load begun before it is answered but not kept', async (t) => {
  const { cache } = cacheWithClock();
  await cache.read('a', 'k', async () => kept('a1'));
  await cache.read('b', 'k', async () => kept('b1'));
  const old = heldLoad(kept('old'));
  const slow = cache.read('a', 'slow', old.load);
  cache.invalidate('a');
  t.same(await cache.read('a', 'k', async () => kept('a2')), { value: 'a2', state: 'miss' });
  t.same(
    await cache.read('b', 'k', async () => kept('b2')),
    { value: 'b1', state: 'hit' },
    'the other site kept',
  );
  const after = cache.read('a', 'slow', async () => kept('new'));
  t.same(
    await after,
    { value: 'new', state: 'miss' },
    'a read after the write does not wait on the old load',
  );
  old.release();
  t.equal((await slow).value, 'old', 'the reader before the write gets its answer');
  await settled();
  t.same(
    await cache.read('a', 'slow', async () => kept('newer')),
    { value: 'new', state: 'hit' },
    'not kept',
  );
});

t.test('bounded by bytes and by entries: least recently used first out', async (t) => {
  const bytes = cacheWithClock(100).cache;
  for (const key of ['1', '2', '3']) await bytes.read('a', key, async () => kept(key, 40));
  t.ok(bytes.bytes <= 100, `${bytes.bytes} bytes`);
  t.equal(bytes.entries, 2);
  t.equal((await bytes.read('a', '1', async () => kept('again', 40))).state, 'miss', 'the oldest went');
  t.equal((await bytes.read('a', '3', async () => kept('x', 40))).state, 'hit');
  t.equal((await bytes.read('a', 'big', async () => kept('big', 500))).value, 'big', 'too heavy: answered');
  t.equal((await bytes.read('a', 'big', async () => kept('big2', 500))).state, 'miss', 'not kept');

  const entries = cacheWithClock(10_000, 2).cache;
  for (const key of ['1', '2', '3']) await entries.read('a', key, async () => kept(key));
  t.equal(entries.entries, 2);

  const off = cacheWithClock(0).cache;
  await off.read('a', 'k', async () => kept('1'));
  t.same(
    await off.read('a', 'k', async () => kept('2')),
    { value: '2', state: 'miss' },
    'maxBytes 0 keeps nothing',
  );
});

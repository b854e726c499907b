/**
 * The public cache, through a real BFF in front of a recording upstream on loopback: what it
 * keeps, for whom, until when, and what forgets it. The cache's clock is the test's, so fresh,
 * stale and expired are decided by the test, not by timers.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import type { BffOptions } from '../app.ts';
import { fakeJwt, sessionCookieHeader, startProxyPair } from '../test-support/bff-harness.ts';
import { json, type RecordedRequest } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';

const COLORS = '/api/options/colors';
const FRESH_MS = 5_000;
const STALE_MS = 30_000;
const WRITE = { 'x-csrf': '1', 'content-type': 'application/json' };

/** An upstream whose answers name the site asked for and the version of its content. */
function versionedUpstream() {
  const versions = new Map<string, number>();
  const versionOf = (site: string) => versions.get(site) ?? 1;
  const handler = (req: RecordedRequest, res: Parameters<typeof json>[0]) => {
    const site = String(req.headers['x-forwarded-for']);
    if (req.method !== 'GET') {
      versions.set(site, versionOf(site) + 1);
      return json(res, 200, { data: { saved: true } });
    }
    return json(res, 200, { data: { site, version: versionOf(site), url: req.url } });
  };
  return { handler, versionOf };
}

async function cachedPair(
  t: { teardown(fn: () => unknown): void },
  handler: Parameters<typeof startProxyPair>[1],
  cache: BffOptions['cache'] = {},
) {
  const clock = { now: 1_000_000 };
  const pair = await startProxyPair(t, handler, {
    cache: { freshMs: FRESH_MS, staleMs: STALE_MS, now: () => clock.now, ...cache },
  });
  const read = (path: string, host = 'localhost', headers: Record<string, string> = {}) =>
    call(pair.bff.url, path, { host, headers });
  return { ...pair, clock, read };
}

t.test('a visitor’s public read is answered from memory while fresh', async (t) => {
  const { upstream, read } = await cachedPair(t, versionedUpstream().handler);
  const first = await read(COLORS);
  const second = await read(COLORS);
  t.equal(first.status, 200);
  t.equal(first.headers['x-bff-cache'], 'miss');
  t.equal(second.headers['x-bff-cache'], 'hit');
  t.same(second.json, first.json, 'the same answer');
  t.match(second.headers['content-type'], /^application\/json/);
  t.equal(upstream.to(COLORS).length, 1, 'the API was asked once');
  t.ok(second.headers.etag, 'a cached answer has an ETag');

  const again = await read(COLORS, 'localhost', { 'if-none-match': String(second.headers.etag) });
  t.equal(again.status, 304, 'a browser holding it gets 304');
  t.equal(again.text, '');
});

t.test('one site’s answer is never served on another', async (t) => {
  const { upstream, read } = await cachedPair(t, versionedUpstream().handler);
  const tacos = await read(COLORS, 'tacos.localhost');
  const bbq = await read(COLORS, 'bbq.localhost');
  const tacosAgain = await read(COLORS, 'tacos.localhost');
  const bbqAgain = await read(COLORS, 'bbq.localhost:3000');
  t.match(tacos.json, { data: { site: 'tacos.localhost' } });
  t.match(bbq.json, { data: { site: 'bbq.localhost' } });
  t.match(tacosAgain.json, { data: { site: 'tacos.localhost' } });
  t.match(bbqAgain.json, { data: { site: 'bbq.localhost' } });
  t.equal(bbq.headers['x-bff-cache'], 'miss', 'the second site asked its own API');
  t.equal(upstream.to(COLORS).length, 2, 'one read per site');
});

t.test('a signed-in staff member’s calls always go upstream and are never kept', async (t) => {
  const { upstream, read } = await cachedPair(t, versionedUpstream().handler);
  const staff = {
    cookie: sessionCookieHeader({
      access: fakeJwt(Math.floor(Date.now() / 1000) + 900),
      accessExp: Date.now() + 900_000,
      refresh: 'refresh-1',
    }),
  };
  for (let i = 0; i < 3; i += 1) {
    const answer = await read(COLORS, 'localhost', staff);
    t.equal(answer.status, 200);
    t.equal(answer.headers['x-bff-cache'], undefined, 'not a cache answer');
  }
  t.equal(upstream.to(COLORS).length, 3, 'each staff read went upstream');
  t.ok(
    upstream.to(COLORS).every((r) => r.headers.authorization?.startsWith('Bearer ')),
    'with the staff member’s token',
  );
  const visitor = await read(COLORS);
  t.equal(visitor.headers['x-bff-cache'], 'miss', 'staff answers did not fill the cache');

  // and a filled cache does not answer staff either, not even with an unreadable cookie
  const staffAfter = await read(COLORS, 'localhost', staff);
  const brokenCookie = await read(COLORS, 'localhost', { cookie: 'access_token=not-sealed' });
  t.equal(staffAfter.headers['x-bff-cache'], undefined);
  t.equal(brokenCookie.headers['x-bff-cache'], undefined);
  t.equal(upstream.to(COLORS).length, 6);
});

t.test('every kind of write to a site forgets its answers, and only its own', async (t) => {
  const { handler, versionOf } = versionedUpstream();
  const { upstream, bff, read } = await cachedPair(t, handler);
  const writes: [string, string][] = [
    ['PUT', '/api/options/colors'],
    ['POST', '/api/posts'],
    ['PATCH', '/api/media/3'],
    ['DELETE', '/api/posts/7'],
    ['POST', '/api/clear-cache'],
  ];
  await read(COLORS, 'bbq.localhost');
  for (const [method, path] of writes) {
    await read(COLORS);
    const cached = await read(COLORS);
    t.equal(cached.headers['x-bff-cache'], 'hit', `${method} ${path}: cached before`);
    const before = versionOf('localhost');
    const write = await call(bff.url, path, { method, host: 'localhost', headers: WRITE, json: {} });
    t.equal(write.status, 200);
    const after = await read(COLORS);
    t.equal(after.headers['x-bff-cache'], 'miss', `${method} ${path}: forgotten`);
    t.match(after.json, { data: { version: before + 1 } }, 'the next read shows the write');
  }
  const otherSite = await read(COLORS, 'bbq.localhost');
  t.equal(otherSite.headers['x-bff-cache'], 'hit', 'writes to localhost left bbq.localhost cached');
  t.equal(upstream.to(COLORS).filter((r) => r.headers['x-forwarded-for'] === 'bbq.localhost').length, 1);
});

t.test('a write the API refused, or the BFF never forwarded, forgets nothing', async (t) => {
  const { upstream, bff, read } = await cachedPair(t, (req, res) =>
    req.method === 'GET'
      ? json(res, 200, { data: { ok: true } })
      : json(res, 422, { statusCode: 422, message: 'Invalid' }),
  );
  await read(COLORS);
  await call(bff.url, '/api/posts', { method: 'POST', host: 'localhost', headers: WRITE, json: {} });
  await call(bff.url, '/api/posts', { method: 'POST', host: 'localhost', json: {} }); // no X-CSRF: 403
  const after = await read(COLORS);
  t.equal(after.headers['x-bff-cache'], 'hit');
  t.equal(upstream.to(COLORS).length, 1);
});

t.test('a write that fails upstream (5xx) still forgets: it may have been applied', async (t) => {
  const { upstream, bff, read } = await cachedPair(t, (req, res) =>
    req.method === 'GET'
      ? json(res, 200, { data: { ok: true } })
      : json(res, 500, { statusCode: 500, message: 'Failed' }),
  );
  await read(COLORS);
  await call(bff.url, '/api/posts', { method: 'POST', host: 'localhost', headers: WRITE, json: {} });
  const after = await read(COLORS);
  t.equal(after.headers['x-bff-cache'], 'miss');
  t.equal(upstream.to(COLORS).length, 2);
});

t.test('a read begun before a write is not kept after it', async (t) => {
  let releaseRead: () => void = () => {};
  let version = 1;
  const { upstream, bff, read } = await cachedPair(t, async (req, res) => {
    if (req.method !== 'GET') {
      version += 1;
      return json(res, 200, { data: {} });
    }
    const seen = version;
    if (upstream.to(COLORS).length === 1) await new Promise<void>((resolve) => (releaseRead = resolve));
    return json(res, 200, { data: { version: seen } });
  });
  const slowRead = read(COLORS);
  while (upstream.to(COLORS).length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
  await call(bff.url, '/api/options/colors', { method: 'PUT', host: 'localhost', headers: WRITE, json: {} });
  // a read after the write does not wait on the read begun before it
  const afterWrite = await read(COLORS);
  t.match(afterWrite.json, { data: { version: 2 } }, 'the read after the write sees it');
  releaseRead();
  t.match((await slowRead).json, { data: { version: 1 } });
  const later = await read(COLORS);
  t.match(later.json, { data: { version: 2 } }, 'the old answer was not kept');
});

t.test('stale while revalidate: a stale answer at once, one refresh behind it', async (t) => {
  let version = 1;
  let releaseRefresh: () => void = () => {};
  let slow = false;
  const { upstream, read, clock, bff } = await cachedPair(t, async (_req, res) => {
    const answer = { data: { version } };
    if (slow) await new Promise<void>((resolve) => (releaseRefresh = resolve));
    return json(res, 200, answer);
  });
  await read(COLORS);
  version = 2;
  slow = true;
  clock.now += FRESH_MS + 1;

  const stale = await Promise.all([read(COLORS), read(COLORS), read(COLORS)]);
  for (const answer of stale) {
    t.equal(answer.headers['x-bff-cache'], 'stale', 'answered at once, the refresh still running');
    t.match(answer.json, { data: { version: 1 } });
  }
  while (upstream.to(COLORS).length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  t.equal(upstream.to(COLORS).length, 2, 'one background refresh for three stale answers');
  t.equal(bff.app.publicCache?.refreshes, 1);

  releaseRefresh();
  slow = false;
  let fresh = await read(COLORS);
  while (fresh.headers['x-bff-cache'] === 'stale') {
    await new Promise((resolve) => setTimeout(resolve, 5));
    fresh = await read(COLORS);
  }
  t.equal(fresh.headers['x-bff-cache'], 'hit');
  t.match(fresh.json, { data: { version: 2 } }, 'the refreshed answer');
  t.equal(upstream.to(COLORS).length, 2);
});

t.test('a refresh the API cannot answer keeps the stale answer; one it refuses forgets it', async (t) => {
  let status = 200;
  const { upstream, read, clock, bff } = await cachedPair(t, (_req, res) =>
    json(res, status, status === 200 ? { data: { title: 'Brisket' } } : { statusCode: status, message: 'x' }),
  );
  const path = '/api/posts/by-url?url=%2Fbrisket';
  await read(path);
  status = 503;
  clock.now += FRESH_MS + 1;
  t.equal((await read(path)).headers['x-bff-cache'], 'stale');
  while (bff.app.publicCache?.refreshes !== 1 || upstream.to('/api/posts/by-url').length < 2)
    await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const kept = await read(path);
  t.equal(kept.headers['x-bff-cache'], 'stale', 'still served: the API could not answer');
  t.match(kept.json, { data: { title: 'Brisket' } });

  status = 404; // unpublished elsewhere
  while (upstream.to('/api/posts/by-url').length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const gone = await read(path);
  t.equal(gone.status, 404, 'the refused refresh forgot it');
  t.not(gone.headers['x-bff-cache'], 'stale');
});

t.test('the TTL backstop: past the stale window an answer is never served', async (t) => {
  let version = 1;
  const { upstream, read, clock } = await cachedPair(t, (_req, res) => json(res, 200, { data: { version } }));
  await read(COLORS);
  version = 2; // written elsewhere: this BFF was not told
  clock.now += FRESH_MS + STALE_MS + 1;
  const answer = await read(COLORS);
  t.equal(answer.headers['x-bff-cache'], 'miss');
  t.match(answer.json, { data: { version: 2 } });
  t.equal(upstream.to(COLORS).length, 2);
});

t.test('errors, not-found answers and private answers are never kept', async (t) => {
  const { upstream, read } = await cachedPair(t, (req, res) => {
    if (req.url === COLORS) return json(res, 500, { statusCode: 500, message: 'Down' });
    if (req.url.startsWith('/api/posts/by-url')) return json(res, 404, { statusCode: 404, message: 'None' });
    if (req.url === '/api/options/menus')
      return json(res, 200, { data: [] }, { 'set-cookie': 'tracking=1; Path=/' });
    return json(res, 200, { data: {} }, { 'cache-control': 'private, max-age=60' });
  });
  for (const path of [
    COLORS,
    '/api/posts/by-url?url=%2Fnone',
    '/api/options/menus',
    '/api/options/socials',
  ]) {
    const before = upstream.requests.length;
    await read(path);
    await read(path);
    t.ok(upstream.requests.length - before >= 2, `${path}: asked upstream each time`);
  }
  t.equal(upstream.to(COLORS).length, 4, 'a failing GET is retried once, twice over');
});

t.test('only the listed reads, with the expected query, are cached', async (t) => {
  const { upstream, read } = await cachedPair(t, (_req, res) => json(res, 200, { data: [] }));
  for (const path of [
    '/api/faqs',
    '/api/options/colors?x=1',
    '/api/posts/by-url?url=%2Fa&preview=1',
    '/api/posts/published?type=6',
  ]) {
    await read(path);
    const second = await read(path);
    t.equal(second.headers['x-bff-cache'], undefined, `${path}: not cached`);
  }
  t.equal(upstream.requests.length, 8);
});

t.test('bounded: beyond its byte budget the least recently used answer goes', async (t) => {
  const body = 'x'.repeat(900); // not compressed copies: below the threshold of 1024
  const { upstream, read, bff } = await cachedPair(
    t,
    (req, res) => json(res, 200, { data: body, url: req.url }),
    {
      maxBytes: 8 * 1024, // an answer weighs about 1.5 KB: five fit
    },
  );
  const path = (i: number) => `/api/posts/by-url?url=%2Fp${i}`;
  for (let i = 0; i < 12; i += 1) await read(path(i));
  const cache = bff.app.bffCache;
  t.ok(cache.bytes <= 8 * 1024, `within the budget (${cache.bytes} bytes)`);
  t.ok(cache.entries < 12 && cache.entries >= 3, `${cache.entries} answers kept`);
  const before = upstream.requests.length;
  t.equal((await read(path(11))).headers['x-bff-cache'], 'hit', 'the most recent is kept');
  t.equal((await read(path(0))).headers['x-bff-cache'], 'miss', 'the oldest was evicted');
  t.equal(upstream.requests.length, before + 1);
});

t.test('a cached answer is served compressed as the browser accepts, never recompressed', async (t) => {
  const data = Array.from({ length: 200 }, (_, i) => ({ id: i, code: '#d9480f', label: `colour ${i}` }));
  const { read, bff } = await cachedPair(t, (_req, res) => json(res, 200, { data }));
  await read(COLORS);
  const br = await read(COLORS, 'localhost', { 'accept-encoding': 'gzip, deflate, br' });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(br.headers.vary, 'accept-encoding');
  const gzip = await read(COLORS, 'localhost', { 'accept-encoding': 'gzip' });
  t.equal(gzip.headers['content-encoding'], 'gzip');
  const plain = await read(COLORS, 'localhost', { 'accept-encoding': 'identity' });
  t.equal(plain.headers['content-encoding'], undefined);
  t.same(JSON.parse(plain.text), { data });

  // the test client does not decode: read the raw bytes back
  const raw = async (encoding: string) => {
    const answer = await request(`${bff.url}${COLORS}`, {
      headers: { host: 'localhost', 'accept-encoding': encoding },
    });
    return Buffer.from(await answer.body.arrayBuffer());
  };
  t.same(JSON.parse(brotliDecompressSync(await raw('br')).toString()), { data });
  t.same(JSON.parse(gunzipSync(await raw('gzip')).toString()), { data });
});

t.test('a refresh that finds the same answer makes it fresh again, same ETag', async (t) => {
  const { upstream, read, clock } = await cachedPair(t, (_req, res) =>
    json(res, 200, { data: { same: true } }),
  );
  const first = await read(COLORS);
  await read(COLORS);
  clock.now += FRESH_MS + 1;
  t.equal((await read(COLORS)).headers['x-bff-cache'], 'stale');
  while (upstream.to(COLORS).length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  let again = await read(COLORS);
  while (again.headers['x-bff-cache'] === 'stale') {
    await new Promise((resolve) => setTimeout(resolve, 5));
    again = await read(COLORS);
  }
  t.equal(again.headers['x-bff-cache'], 'hit', 'fresh again');
  t.equal(again.headers.etag, (await read(COLORS)).headers.etag);
  t.ok(first.headers.etag === undefined || again.headers.etag, 'an ETag throughout');
  clock.now += FRESH_MS - 1;
  t.equal((await read(COLORS)).headers['x-bff-cache'], 'hit', 'fresh for a whole period from the refresh');
  t.equal(upstream.to(COLORS).length, 2);
});

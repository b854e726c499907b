/** Static serving: SPA fallback, cache headers, real 404s, compression, security headers. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import { makeDist, sessionCookieHeader, startBff, startProxyPair } from '../test-support/bff-harness.ts';
import { startRecordingUpstream } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';

t.test(
  'client routes get index.html with no-cache; assets are immutable; missing files are 404',
  async (t) => {
    const upstream = await startRecordingUpstream();
    const bff = await startBff({ upstreamUrl: upstream.url });
    t.teardown(async () => {
      await bff.close();
      await upstream.close();
    });
    for (const path of ['/', '/members', '/about-us', '/panel/pages/12/build', '/team-login?next=%2Fpanel']) {
      const page = await call(bff.url, path, { host: 'localhost' });
      t.equal(page.status, 200, path);
      t.match(page.headers['content-type'], /text\/html/);
      t.equal(page.headers['cache-control'], 'no-cache', `${path} is revalidated`);
      t.match(page.text, /<div id="root">/);
      t.equal(
        page.headers.link,
        '</assets/app-abc123.js>; rel=modulepreload',
        `${path} names the entry script for the browser to ask for before it parses the head`,
      );
    }
    const asset = await call(bff.url, '/assets/app-abc123.js', { host: 'localhost' });
    t.equal(asset.status, 200);
    t.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const header of ['etag', 'last-modified', 'accept-ranges'])
      t.equal(
        asset.headers[header],
        undefined,
        `a hashed file carries no ${header}: it is never asked for again`,
      );
    t.match(asset.headers['content-type'], /javascript/);

    for (const path of [
      '/assets/app-old999.js',
      '/assets/nested/missing.css',
      '/favicon.ico',
      '/bff/unknown',
      '/api',
    ]) {
      const missing = await call(bff.url, path, { host: 'localhost' });
      t.equal(missing.status, 404, `${path} is a real 404`);
      t.notMatch(missing.text, /<div id="root">/, `${path} is not index.html`);
    }
    const robots = await call(bff.url, '/robots.txt', { host: 'localhost' });
    t.equal(robots.status, 200);
    t.match(
      robots.text,
      /Sitemap: http:\/\/localhost\/sitemap\.xml/,
      "the site's own robots.txt, not the build's file",
    );
    t.ok(
      upstream.requests.every((r) => r.method === 'GET' && r.headers.authorization === undefined),
      'pages read only public answers from the API',
    );
    t.same(
      upstream.requests.filter((r) => r.url.startsWith('/assets') || r.url.startsWith('/bff')),
      [],
      'files and misses are never sent upstream',
    );
  },
);

t.test('compression and security headers', async (t) => {
  const { bff } = await startProxyPair(t);
  const asset = await call(bff.url, '/assets/app-abc123.js', {
    host: 'localhost',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  t.match(asset.headers['content-encoding'], /^(br|gzip)$/, 'compressed');
  const page = await call(bff.url, '/', { host: 'localhost' });
  const csp = String(page.headers['content-security-policy']);
  t.match(csp, /default-src 'self'/);
  t.match(csp, /script-src 'self'(;|$)/, 'no inline or remote scripts');
  t.match(csp, /frame-ancestors 'none'/);
  t.match(csp, /object-src 'none'/);
  t.equal(page.headers['x-content-type-options'], 'nosniff');
  t.ok(page.headers['referrer-policy']);
  t.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
  t.equal(page.headers['cross-origin-opener-policy'], 'same-origin');
  // a script or stylesheet carries only what a browser reads from a subresource (decision 047)
  t.equal(asset.headers['x-content-type-options'], 'nosniff');
  t.equal(asset.headers['cross-origin-resource-policy'], 'same-origin');
  t.ok(asset.headers['strict-transport-security']);
  t.ok(asset.headers['referrer-policy']);
  for (const documentOnly of [
    'content-security-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-xss-protection',
  ])
    t.equal(asset.headers[documentOnly], undefined, `no ${documentOnly} on a script`);
  // anything else keeps every header, a missing asset's answer too
  const missing = await call(bff.url, '/assets/app-old999.js?x=1', { host: 'localhost' });
  t.ok(missing.headers['content-security-policy']);
  // a data call's answer: an API's set, whose policy allows nothing should it be opened as a page
  for (const path of ['/api/options/colors', '/bff/health']) {
    const data = await call(bff.url, path, { host: 'localhost' });
    t.equal(data.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'", path);
    t.equal(data.headers['x-frame-options'], 'DENY');
    t.equal(data.headers['x-content-type-options'], 'nosniff');
    t.equal(data.headers['cross-origin-resource-policy'], 'same-origin');
    t.ok(data.headers['strict-transport-security']);
    for (const documentOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'])
      t.equal(data.headers[documentOnly], undefined, `no ${documentOnly} on ${path}`);
  }
});

t.test('assets compressed at build time are sent as built, by what the browser accepts', async (t) => {
  const distDir = makeDist();
  const source = readFileSync(join(distDir, 'assets', 'app-abc123.js'));
  // what client/build-plugins/precompressed-assets.ts writes beside each asset
  writeFileSync(join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(source));
  writeFileSync(join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync(source, { level: 9 }));
  const upstream = await startRecordingUpstream();
  const bff = await startBff({ upstreamUrl: upstream.url, distDir });
  t.teardown(async () => {
    await bff.close();
    await upstream.close();
  });
  const fetchAs = async (acceptEncoding: string) => {
    const answer = await request(`${bff.url}/assets/app-abc123.js`, {
      headers: { host: 'localhost', 'accept-encoding': acceptEncoding },
    });
    return { headers: answer.headers, body: Buffer.from(await answer.body.arrayBuffer()) };
  };
  for (const [accepted, encoding, decode] of [
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const) {
    const answer = await fetchAs(accepted);
    t.equal(answer.headers['content-encoding'], encoding, `${accepted}: the ${encoding} file`);
    t.same(
      answer.body,
      readFileSync(join(distDir, 'assets', `app-abc123.js.${encoding === 'br' ? 'br' : 'gz'}`)),
      'as built',
    );
    t.same(decode(answer.body), source, 'which is the asset');
    t.match(answer.headers['content-type'], /javascript/, 'typed as the asset');
    t.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    t.match(answer.headers.vary, /accept-encoding/i);
  }
  const plain = await fetchAs('identity');
  t.equal(plain.headers['content-encoding'], undefined, 'none for a client that takes none');
  t.same(plain.body, source);
});

t.test('without a client build, pages answer 503 with a clear message', async (t) => {
  const upstream = await startRecordingUpstream();
  const bff = await startBff({
    upstreamUrl: upstream.url,
    distDir: mkdtempSync(join(tmpdir(), 'empty-dist-')),
  });
  t.teardown(async () => {
    await bff.close();
    await upstream.close();
  });
  const page = await call(bff.url, '/', { host: 'localhost' });
  t.equal(page.status, 503);
  t.match(page.json, { message: /npm run build/ });
});

t.test('static and media answers carry no Set-Cookie, so shared caches can keep them', async (t) => {
  const { bff, upstream } = await startProxyPair(t, (_req, res) => {
    res.writeHead(200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    res.end('RIFF');
  });
  const asset = await call(bff.url, '/assets/app-abc123.js', { host: 'localhost' });
  t.equal(asset.status, 200);
  t.equal(asset.headers['set-cookie'], undefined, 'no cookie on an immutable asset');
  // a session whose access token is about to expire: a proxied API call would refresh it first
  const expiring = sessionCookieHeader({
    access: 'old-access',
    accessExp: Date.now() + 5_000,
    refresh: 'R1',
  });
  const media = await call(bff.url, '/media/localhost/library/abc.webp', {
    host: 'localhost',
    headers: { cookie: expiring },
  });
  t.equal(media.status, 200);
  t.equal(media.headers['set-cookie'], undefined, 'no cookie on a media file');
  t.same(
    upstream.requests.map((r) => [r.url, r.headers.authorization]),
    [['/media/localhost/library/abc.webp', undefined]],
    'media go up without a token and cause no refresh',
  );
  const page = await call(bff.url, '/members', { host: 'localhost' });
  t.equal(page.status, 200);
  t.equal(page.headers['set-cookie'], undefined, 'a page sets no cookie either (decision 011)');
});

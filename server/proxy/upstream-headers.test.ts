/** Headers sent and not sent, both ways, through a real BFF in front of a recording upstream. */
import t from 'tap';
import { startBff, startProxyPair } from '../test-support/bff-harness.ts';
import { json, startRecordingUpstream } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';

t.test('request headers to the upstream are built, not copied', async (t) => {
  const { upstream, bff } = await startProxyPair(t, (_req, res) =>
    json(res, 200, { data: [] }, { 'set-cookie': 'upstream=1; Path=/', 'x-upstream': 'kept' }),
  );

  const answer = await call(bff.url, '/api/options/colors?x=1', {
    host: 'tacos.localhost:3000',
    headers: {
      cookie: 'session=browser-cookie; other=1',
      authorization: 'Bearer forged-by-browser',
      'x-forwarded-for': '6.6.6.6',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-real-ip': '6.6.6.6',
      connection: 'keep-alive, x-secret',
      'x-secret': 'hop',
      'accept-language': 'fr',
      accept: 'application/json',
    },
  });
  t.equal(answer.status, 200);
  const sent = upstream.to('/api/options/colors')[0];
  t.ok(sent, 'forwarded');
  t.equal(sent?.url, '/api/options/colors?x=1', 'path and query kept');
  t.equal(sent?.headers['x-forwarded-for'], 'tacos.localhost', 'X-Forwarded-For is the site');
  t.equal(sent?.headers.authorization, undefined, 'no session: no Authorization, the forged one dropped');
  t.equal(sent?.headers.cookie, undefined, 'browser cookies never reach the upstream');
  t.equal(sent?.headers['x-forwarded-host'], undefined);
  t.equal(sent?.headers['x-forwarded-proto'], undefined);
  t.equal(sent?.headers['x-real-ip'], '127.0.0.1', 'client address from the socket, not the browser');
  t.equal(sent?.headers['x-secret'], undefined, 'hop-by-hop header dropped');
  t.equal(sent?.headers['accept-language'], 'fr', 'content negotiation passed');
  t.equal(answer.headers['x-upstream'], 'kept', 'ordinary response headers pass');
  t.notOk(answer.cookie('upstream'), 'an upstream Set-Cookie never reaches the browser');
});

t.test('the panel works on the site cookie; every other call on its own host', async (t) => {
  // every call must reach the upstream to show the site it works on: no public cache here
  const { upstream, bff } = await startProxyPair(t, (_req, res) => json(res, 200, { data: {} }), {
    cache: { maxBytes: 0 },
  });
  const panel = { 'x-site-context': 'panel' };
  const siteOfLast = () => upstream.requests.at(-1)?.headers['x-forwarded-for'];

  const first = await call(bff.url, '/api/options/options', { host: 'localhost:3000' });
  t.equal(siteOfLast(), 'localhost', 'no cookie: the request host');
  t.equal(first.cookie('site'), undefined, 'a public read sets no cookie');

  await call(bff.url, '/api/options/options', {
    host: 'localhost:3000',
    headers: { cookie: 'site=bbq.localhost' },
  });
  t.equal(siteOfLast(), 'localhost', 'a public read ignores the managed site');

  await call(bff.url, '/api/options/options', {
    host: 'localhost:3000',
    headers: { ...panel, cookie: 'site=bbq.localhost' },
  });
  t.equal(siteOfLast(), 'bbq.localhost', 'a panel call works on the managed site');

  await call(bff.url, '/api/options/options', { host: 'localhost:3000', headers: panel });
  t.equal(siteOfLast(), 'localhost', 'a panel call without a cookie: the request host');

  await call(bff.url, '/api/options/options', {
    host: 'localhost:3000',
    headers: { 'x-site-context': 'something-else', cookie: 'site=bbq.localhost' },
  });
  t.equal(siteOfLast(), 'localhost', 'only the value "panel" selects the managed site');

  const forged = await call(bff.url, '/api/options/options', {
    host: 'localhost:3000',
    headers: { ...panel, cookie: 'site=169.254.169.254' },
  });
  t.equal(siteOfLast(), 'localhost', 'a cookie outside SITE_HOSTS is never forwarded');
  t.equal(forged.cookie('site')?.value, 'localhost', 'and the cookie is reset');
  t.equal(forged.cookie('site')?.attributes.httponly, true);

  const page = await call(bff.url, '/', {
    host: 'localhost:3000',
    headers: { ...panel, cookie: 'site=bbq.localhost' },
  });
  t.equal(page.status, 200);
  t.ok(
    upstream.requests.slice(-7).every((r) => r.headers['x-forwarded-for'] === 'localhost'),
    'a page is written from its own host, whatever the headers say',
  );
});

t.test('a host outside SITE_HOSTS is refused and never proxied', async (t) => {
  const { upstream, bff } = await startProxyPair(t, (_req, res) => json(res, 200, {}));
  for (const host of ['evil.example', 'a.b.localhost', 'localhost.evil.example', '169.254.169.254']) {
    const answer = await call(bff.url, '/api/options/colors', { host });
    t.equal(answer.status, 421, host);
    t.same(answer.json, { statusCode: 421, message: 'This host is not served here' });
    const page = await call(bff.url, '/', { host });
    t.equal(page.status, 421, `${host}: no page either`);
  }
  t.equal(upstream.requests.length, 0, 'nothing reached the upstream');
  const health = await call(bff.url, '/bff/health', { host: 'container-id' });
  t.equal(health.status, 200, 'the health probe answers on any host');
});

t.test('UPSTREAM_URL_TEMPLATE picks the upstream by site host', async (t) => {
  const upstream = await startRecordingUpstream((_req, res) => json(res, 200, { data: {} }));
  const port = new URL(upstream.url).port;
  const bff = await startBff({
    upstreamUrlTemplate: `http://127.0.0.1:${port}/{host}`,
    siteHosts: ['localhost', '*.localhost'],
  });
  t.teardown(async () => {
    await bff.close();
    await upstream.close();
  });
  await call(bff.url, '/api/faqs', { host: 'tacos.localhost' });
  t.equal(upstream.requests[0]?.url, '/tacos.localhost/api/faqs');
});

t.test('TRUST_PROXY decides whose X-Forwarded-Host is believed', async (t) => {
  const upstream = await startRecordingUpstream((_req, res) => json(res, 200, { data: {} }));
  const trusting = await startBff({ upstreamUrl: upstream.url, trustProxy: '127.0.0.1' });
  const distrusting = await startBff({ upstreamUrl: upstream.url });
  t.teardown(async () => {
    await trusting.close();
    await distrusting.close();
    await upstream.close();
  });
  await call(trusting.url, '/api/faqs', {
    host: 'proxy.internal',
    headers: { 'x-forwarded-host': 'tacos.localhost' },
  });
  t.equal(
    upstream.requests.at(-1)?.headers['x-forwarded-for'],
    'tacos.localhost',
    'a trusted proxy names the host',
  );

  const refused = await call(distrusting.url, '/api/faqs', {
    host: 'localhost',
    headers: { 'x-forwarded-host': 'bbq.localhost' },
  });
  t.equal(refused.status, 200);
  t.equal(upstream.requests.at(-1)?.headers['x-forwarded-for'], 'localhost', 'anyone else is ignored');
});

t.test('upstream 4xx and 5xx bodies pass through unchanged', async (t) => {
  const body = { statusCode: 422, message: 'Validation failed', errors: { url: ['is taken'] } };
  const { bff } = await startProxyPair(t, (req, res) =>
    req.method === 'POST'
      ? json(res, 422, body)
      : json(res, 404, { statusCode: 404, message: 'No such post' }),
  );
  const created = await call(bff.url, '/api/posts', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1' },
    json: {},
  });
  t.equal(created.status, 422);
  t.same(created.json, body);
  const missing = await call(bff.url, '/api/posts/99', { host: 'localhost' });
  t.equal(missing.status, 404);
  t.same(missing.json, { statusCode: 404, message: 'No such post' });
});

t.test('request bodies are forwarded byte for byte', async (t) => {
  const { upstream, bff } = await startProxyPair(t, (_req, res) => json(res, 201, { data: { id: 1 } }));
  const payload = '{"title":"Taco Tuesday","post_body":{"content":[]},"emoji":"🌮"}';
  const answer = await call(bff.url, '/api/posts', {
    method: 'POST',
    host: 'localhost',
    headers: { 'x-csrf': '1', 'content-type': 'application/json' },
    body: payload,
  });
  t.equal(answer.status, 201);
  t.equal(upstream.requests[0]?.body, payload);
  t.equal(upstream.requests[0]?.headers['content-type'], 'application/json');
});

/** CSRF: state changes need `X-CSRF: 1` and the site's own Origin; refusals forward nothing. */
import t from 'tap';
import { startProxyPair } from '../test-support/bff-harness.ts';
import { json } from '../test-support/recording-upstream.ts';
import { call } from '../test-support/test-client.ts';

t.test('state-changing calls without X-CSRF or from another origin are refused', async (t) => {
  const { upstream, bff } = await startProxyPair(t, (_req, res) => json(res, 200, { data: {} }));
  const host = 'localhost:3000';

  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const missing = await call(bff.url, '/api/posts/1', { method, host, json: {} });
    t.equal(missing.status, 403, `${method} without the header`);
    t.same(missing.json, { statusCode: 403, message: 'Missing X-CSRF header' });
    const wrongValue = await call(bff.url, '/api/posts/1', {
      method,
      host,
      headers: { 'x-csrf': 'yes' },
      json: {},
    });
    t.equal(wrongValue.status, 403, `${method} with a wrong value`);
    const crossOrigin = await call(bff.url, '/api/posts/1', {
      method,
      host,
      headers: { 'x-csrf': '1', origin: 'https://evil.example' },
      json: {},
    });
    t.equal(crossOrigin.status, 403, `${method} from another origin`);
    t.same(crossOrigin.json, { statusCode: 403, message: 'Cross-origin request refused' });
    const otherSite = await call(bff.url, '/api/posts/1', {
      method,
      host,
      headers: { 'x-csrf': '1', origin: 'http://tacos.localhost:3000' },
      json: {},
    });
    t.equal(otherSite.status, 403, `${method} from a sibling site`);
  }
  const logout = await call(bff.url, '/bff/logout', { method: 'POST', host });
  t.equal(logout.status, 403, '/bff/* is guarded too');
  t.equal(upstream.requests.length, 0, 'nothing was forwarded');

  const sameOrigin = await call(bff.url, '/api/posts', {
    method: 'POST',
    host,
    headers: { 'x-csrf': '1', origin: 'http://localhost:3000' },
    json: {},
  });
  t.equal(sameOrigin.status, 200, 'the site itself passes');
  const noOrigin = await call(bff.url, '/api/posts', {
    method: 'POST',
    host,
    headers: { 'x-csrf': '1' },
    json: {},
  });
  t.equal(noOrigin.status, 200, 'no Origin header: the X-CSRF header is enough');
  const get = await call(bff.url, '/api/posts/1', { host, headers: { origin: 'https://evil.example' } });
  t.equal(get.status, 200, 'reads are not guarded');
  t.equal(upstream.requests.length, 3);
});

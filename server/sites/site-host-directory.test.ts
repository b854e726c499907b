/**
 * The BFF serves the hosts the content API lists as well as SITE_HOSTS: a domain created in the
 * panel works at once, without a restart; a host on neither list is still refused.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { startBff } from '../test-support/bff-harness.ts';
import { startRecordingUpstream } from '../test-support/recording-upstream.ts';
import { OWNER, startStack } from '../test-support/stack-harness.ts';
import { call, cookieJar } from '../test-support/test-client.ts';

t.test('a domain created through the BFF is served at once; unknown hosts are refused', async (t) => {
  // SITE_HOSTS names only localhost: the demo's other sites come from the API
  const { bff } = await startStack(t, 'site-hosts', { siteHosts: ['localhost'], learnSiteHosts: true });

  const tacos = await call(bff.url, '/api/options/options', { host: 'tacos.localhost' });
  t.equal(tacos.status, 200, 'a site the API has is served though SITE_HOSTS does not name it');
  const unknown = await call(bff.url, '/', { host: 'evil.localhost' });
  t.equal(unknown.status, 421, 'a host on neither list is refused');
  const before = await call(bff.url, '/', { host: 'new-truck.example' });
  t.equal(before.status, 421, 'the new host is refused before it exists');

  const write = { 'x-csrf': '1', origin: 'http://localhost' };
  const login = await call(bff.url, API.auth.login, {
    method: 'POST',
    host: 'localhost',
    headers: write,
    json: { ...OWNER },
  });
  t.equal(login.status, 200);
  const created = await call(bff.url, API.options.domains, {
    method: 'POST',
    host: 'localhost',
    headers: { ...write, cookie: cookieJar([login]) },
    json: { host: 'new-truck.example', name: 'New Truck' },
  });
  t.equal(created.status, 201, created.text);
  const after = await call(bff.url, '/api/options/options', { host: 'new-truck.example' });
  t.equal(after.status, 200, 'the new domain is served right after its creation, without a restart');
});

t.test('an upstream without the host list leaves SITE_HOSTS in charge', async (t) => {
  const upstream = await startRecordingUpstream();
  const bff = await startBff({ upstreamUrl: upstream.url, siteHosts: ['localhost'], learnSiteHosts: true });
  t.teardown(async () => {
    await bff.close();
    await upstream.close();
  });
  t.equal((await call(bff.url, '/', { host: 'localhost' })).status, 200);
  t.equal((await call(bff.url, '/', { host: 'tacos.localhost' })).status, 421);
});

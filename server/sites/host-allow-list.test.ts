import t from 'tap';
import { createHostAllowList, normalizeHost } from './host-allow-list.ts';
import { createUpstreamResolver } from './upstream-url.ts';

t.test('exact hosts and one-label wildcards', async (t) => {
  const list = createHostAllowList(['localhost', '*.localhost', 'example.com']);
  t.ok(list.allows('localhost'));
  t.ok(list.allows('LOCALHOST:3000'), 'case and port ignored');
  t.ok(list.allows('tacos.localhost'));
  t.ok(list.allows('example.com.'), 'trailing dot ignored');
  t.notOk(list.allows('a.b.localhost'), 'a wildcard covers one label only');
  t.notOk(list.allows('evillocalhost'), 'the suffix must start at a dot');
  t.notOk(list.allows('example.com.evil.net'));
  t.notOk(list.allows('attacker.example'));
  t.notOk(list.allows(''));
  t.notOk(list.allows('[::1]'));
  t.notOk(list.allows('local host'));
});

t.test('host normalisation refuses anything that is not a host name', async (t) => {
  t.equal(normalizeHost('Tacos.Localhost:8080'), 'tacos.localhost');
  t.equal(normalizeHost('a/b'), undefined);
  t.equal(normalizeHost('a@b'), undefined);
  t.equal(normalizeHost(undefined), undefined);
});

t.test('upstream per site: one URL or a template', async (t) => {
  t.equal(
    createUpstreamResolver({ url: 'http://127.0.0.1:4000' })('tacos.localhost'),
    'http://127.0.0.1:4000',
  );
  t.equal(
    createUpstreamResolver({ template: 'https://api.{host}' })('tacos.example'),
    'https://api.tacos.example',
  );
  t.throws(() => createUpstreamResolver({}));
});

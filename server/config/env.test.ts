import t from 'tap';
import { ConfigError, parseEnv } from './env.ts';

t.test('defaults match the configuration table (docs/architecture.md#configuration)', async (t) => {
  const config = parseEnv({});
  t.equal(config.port, 3000);
  t.equal(config.host, '0.0.0.0');
  t.equal(config.dataDir, './data');
  t.same(config.siteHosts, ['localhost', '*.localhost', '127.0.0.1']);
  t.equal(config.upstreamTimeoutMs, 30000);
  t.equal(config.logLevel, 'info');
  t.equal(config.upstreamUrl, undefined, 'no upstream means the embedded API');
  t.equal(config.cookieSecure, undefined, 'Secure decided per host');
  t.equal(config.clientDistDir, undefined, "the checkout's client/dist");
  t.equal(parseEnv({ CLIENT_DIST_DIR: '/srv/spa' }).clientDistDir, '/srv/spa');
  t.same(config.publicCache, {
    maxBytes: 32 * 1024 * 1024,
    maxEntries: 10_000,
    freshMs: 5_000,
    staleMs: 30_000,
  });
  t.equal(parseEnv({ PUBLIC_CACHE_MAX_BYTES: '0' }).publicCache.maxBytes, 0, '0 turns the public cache off');
});

t.test('values are converted and normalised', async (t) => {
  const config = parseEnv({
    PORT: '8080',
    UPSTREAM_URL: 'http://127.0.0.1:4000/',
    SITE_HOSTS: ' Example.com , *.example.com ',
    COOKIE_SECURE: 'false',
    SESSION_SECRET: `${'a'.repeat(32)},${'b'.repeat(40)}`,
    TRUST_PROXY: '10.0.0.1,10.0.0.2',
  });
  t.equal(config.port, 8080);
  t.equal(config.upstreamUrl, 'http://127.0.0.1:4000');
  t.same(config.siteHosts, ['example.com', '*.example.com']);
  t.equal(config.cookieSecure, false);
  t.same(config.sessionSecrets, ['a'.repeat(32), 'b'.repeat(40)]);
  t.equal(config.trustProxy, '10.0.0.1,10.0.0.2');
});

t.test('a bad value stops the start with a message naming the variable', async (t) => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ UPSTREAM_URL: 'ftp://x' }, /UPSTREAM_URL/],
    [
      { UPSTREAM_URL_TEMPLATE: 'https://api.example.com' },
      /UPSTREAM_URL_TEMPLATE must be an http\(s\) URL containing \{host\}/,
    ],
    [{ SITE_HOSTS: 'a b' }, /SITE_HOSTS/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ SESSION_SECRET: `${'a'.repeat(32)},short` }, /SESSION_SECRET/],
    [{ UPSTREAM_TIMEOUT_MS: '5' }, /UPSTREAM_TIMEOUT_MS/],
    [{ COOKIE_SECURE: 'yes' }, /COOKIE_SECURE/],
    [{ PUBLIC_CACHE_MAX_BYTES: '-1' }, /PUBLIC_CACHE_MAX_BYTES/],
    [{ PUBLIC_CACHE_FRESH_MS: 'soon' }, /PUBLIC_CACHE_FRESH_MS/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL/],
    [{ UPSTREAM_URL: 'http://a', UPSTREAM_URL_TEMPLATE: 'http://api.{host}' }, /not both/],
  ];
  for (const [env, message] of cases) {
    t.throws(() => parseEnv(env), { name: 'ConfigError', message }, JSON.stringify(env));
  }
  t.ok(new ConfigError('x') instanceof Error);
});

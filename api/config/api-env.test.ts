import t from 'tap';
import { DEFAULT_HTTP_SERVER_LIMITS } from '#shared/server-limits.ts';
import { apiConfigFromEnv } from './api-config.ts';
import { ConfigError, parseApiEnv } from './api-env.ts';

t.test('defaults match the README and the standalone API', async (t) => {
  const env = parseApiEnv({});
  t.equal(env.dataDir, './data');
  t.equal(env.host, '127.0.0.1');
  t.equal(env.port, 4000);
  t.equal(env.jwtSecret, undefined, 'generated once into DATA_DIR');
  t.equal(env.smtpUrl, undefined, 'reset links go to the log');
  t.equal(env.mailFrom, 'no-reply@localhost');
  t.equal(env.publicOriginTemplate, undefined);
  t.equal(env.bffPort, undefined);
  t.equal(env.scheduleTickMs, 15_000, 'scheduled publishing every 15 s');
  t.equal(env.databaseUrl, undefined, 'SQLite in DATA_DIR');
  t.equal(env.databasePoolSize, 10);
  t.equal(env.adminEmail, undefined);
  t.equal(env.adminPassword, undefined);
  t.equal(env.logLevel, 'info');
  t.same(env.serverLimits, DEFAULT_HTTP_SERVER_LIMITS, 'the same server limits as the BFF');
});

t.test('values are converted; empty values count as unset; unrelated variables are ignored', async (t) => {
  const env = parseApiEnv({
    DATA_DIR: '/srv/data',
    API_HOST: '0.0.0.0',
    API_PORT: '4100',
    API_JWT_SECRET: 'k'.repeat(40),
    SMTP_URL: 'smtps://user:pass@mail.example:465',
    MAIL_FROM: 'Trucks <no-reply@trucks.example>',
    PUBLIC_ORIGIN_TEMPLATE: 'https://{host}',
    PORT: '8080',
    DATABASE_URL: 'postgres://cms:secret@db.internal:5432/cms',
    DATABASE_POOL_SIZE: '25',
    ADMIN_EMAIL: 'boss@trucks.example',
    ADMIN_PASSWORD: 'long enough secret',
    LOG_LEVEL: 'warn',
    REQUEST_TIMEOUT_MS: '30000',
    HEADERS_TIMEOUT_MS: '5000',
    KEEP_ALIVE_TIMEOUT_MS: '1000',
    IDLE_TIMEOUT_MS: '20000',
    SITE_HOSTS: 'read by the BFF, not here',
  });
  t.equal(env.dataDir, '/srv/data');
  t.equal(env.host, '0.0.0.0');
  t.equal(env.port, 4100);
  t.equal(env.jwtSecret, 'k'.repeat(40));
  t.equal(env.smtpUrl, 'smtps://user:pass@mail.example:465');
  t.equal(env.mailFrom, 'Trucks <no-reply@trucks.example>');
  t.equal(env.publicOriginTemplate, 'https://{host}');
  t.equal(env.bffPort, '8080');
  t.equal(env.databaseUrl, 'postgres://cms:secret@db.internal:5432/cms');
  t.equal(env.databasePoolSize, 25);
  t.equal(env.adminEmail, 'boss@trucks.example');
  t.equal(env.adminPassword, 'long enough secret');
  t.equal(env.logLevel, 'warn');
  t.same(env.serverLimits, {
    requestTimeoutMs: 30000,
    headersTimeoutMs: 5000,
    keepAliveTimeoutMs: 1000,
    idleTimeoutMs: 20000,
    checkIntervalMs: DEFAULT_HTTP_SERVER_LIMITS.checkIntervalMs,
  });
  t.same(parseApiEnv({ API_PORT: '', SMTP_URL: '', LOG_LEVEL: '' }), parseApiEnv({}));
});

t.test('a bad value stops the start with a message naming the variable', async (t) => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ API_PORT: 'abc' }, /API_PORT/],
    [{ API_PORT: '70000' }, /API_PORT/],
    [{ PORT: 'http' }, /PORT/],
    [{ API_JWT_SECRET: 'short' }, /API_JWT_SECRET must be at least 32 characters/],
    [{ SMTP_URL: 'mail.example:25' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ MAIL_FROM: 'nobody' }, /MAIL_FROM must be an email address/],
    [{ PUBLIC_ORIGIN_TEMPLATE: '{host}' }, /PUBLIC_ORIGIN_TEMPLATE must be an http\(s\) URL/],
    [{ DATABASE_URL: 'mysql://db/cms' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 1000/],
    [{ ADMIN_EMAIL: 'not-an-email' }, /ADMIN_EMAIL must be an email address/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 10 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error/],
    [{ REQUEST_TIMEOUT_MS: '5' }, /REQUEST_TIMEOUT_MS must be a whole number of milliseconds/],
    [{ HEADERS_TIMEOUT_MS: '1.5' }, /HEADERS_TIMEOUT_MS/],
    [{ KEEP_ALIVE_TIMEOUT_MS: 'soon' }, /KEEP_ALIVE_TIMEOUT_MS/],
    [{ IDLE_TIMEOUT_MS: '99999999' }, /IDLE_TIMEOUT_MS/],
  ];
  for (const [env, message] of cases) {
    t.throws(() => parseApiEnv(env), { name: 'ConfigError', message }, JSON.stringify(env));
  }
  const all = (() => {
    try {
      parseApiEnv({ API_PORT: 'x', LOG_LEVEL: 'loud', SMTP_URL: 'y' });
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  })();
  for (const name of ['API_PORT', 'LOG_LEVEL', 'SMTP_URL'])
    t.match(all, name, `every bad variable is named: ${name}`);
  t.ok(new ConfigError('x') instanceof Error);
});

t.test('apiConfigFromEnv builds the configuration from a checked environment', async (t) => {
  const dataDir = t.testdir();
  const config = apiConfigFromEnv(dataDir, {
    API_JWT_SECRET: 's'.repeat(32),
    PORT: '3001',
    PUBLIC_ORIGIN_TEMPLATE: 'https://{host}',
  });
  t.equal(config.dataDir, dataDir);
  t.same([...config.jwtSecret], [...new TextEncoder().encode('s'.repeat(32))]);
  t.equal(config.bffPort, '3001');
  t.equal(config.mailFrom, 'no-reply@localhost');
  t.equal(config.publicOriginTemplate, 'https://{host}');
  t.throws(() => apiConfigFromEnv(dataDir, { MAIL_FROM: 'x' }), { name: 'ConfigError' });
});

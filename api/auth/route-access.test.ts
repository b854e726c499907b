/**
 * Access fails closed: a route that declares no access level (or an unknown one, or a role level
 * on a site-less route) stops the API from starting, naming the route; nothing defaults to public.
 */
import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { buildApiApp } from '../app.ts';
import { client } from '../testing/api-calls.ts';
import { createHarness, testConfig } from '../testing/api-test-harness.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/** buildApiApp with every real route plus the ones `extra` registers. */
async function buildWith(t: Test, extra: (app: FastifyInstance) => void) {
  const dataDir = t.testdir();
  const { db, drop } = await createTestDatabase(dataDir);
  t.teardown(async () => {
    await db.destroy();
    await drop();
  });
  return buildApiApp({ db, config: testConfig(dataDir), logLevel: 'silent', extraRoutes: extra });
}

t.test('a route without an access level stops the API from starting', async (t) => {
  await t.rejects(
    buildWith(t, (app) => app.get('/api/forgotten', async () => ({ data: 'open to the world?' }))),
    { name: 'UndeclaredAccessError', message: /^GET \/api\/forgotten: declares no access level/ },
  );
  await t.rejects(
    buildWith(t, (app) => app.post('/api/forgotten', { config: {} as never }, async () => ({}))),
    { message: /^POST \/api\/forgotten: declares no access level/ },
    'an empty config is no declaration either',
  );
});

t.test('an unknown level, or a role level on a site-less route, stops it too', async (t) => {
  await t.rejects(
    buildWith(t, (app) => app.get('/api/typo', { config: { access: 'pubic' as never } }, async () => ({}))),
    { message: /^GET \/api\/typo: unknown access level "pubic"/ },
  );
  await t.rejects(
    buildWith(t, (app) =>
      app.get('/api/nowhere', { config: { access: 'editor', siteless: true } }, async () => ({})),
    ),
    { message: /^GET \/api\/nowhere: a site-less route cannot be 'editor'/ },
  );
});

t.test('with every level declared the API starts; an unknown path is still a 404', async (t) => {
  const app = await buildWith(t, (app) =>
    app.get('/api/declared', { config: { access: 'public' } }, async () => ({ ok: true })),
  );
  t.teardown(() => app.close());
  const declared = app.routeAccessTable.find((route) => route.url === '/api/declared');
  t.same(declared, { method: 'GET', url: '/api/declared', access: 'public', siteless: false });

  const { app: real } = await createHarness(t);
  const missing = await client(real).get('/api/no-such-call');
  t.equal(missing.status, 404, 'the not-found handler answers, not the guard');
  t.match(missing.body, { statusCode: 404, message: /not found/ });
});

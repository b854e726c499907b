/**
 * The content collections (shared/collections/content-collections.ts) are the one list of what
 * the API keeps: every route of the API belongs to exactly one collection or is one of the calls
 * that are no content (sign-in, account, health, …), and every table to exactly one collection or
 * to the accounts and housekeeping tables. A new route or table fails here until it is declared,
 * so the rules derived from the declarations (which writes forget what visitors see) cannot miss it.
 */
import t from 'tap';
import { CONTENT_COLLECTIONS, collectionOfPath } from '#shared/collections/content-collections.ts';
import { readRouteList } from '../testing/route-table.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/** calls that read or write no site content */
const NOT_CONTENT = [
  '/api/account',
  '/api/auth',
  '/api/audit',
  '/api/clear-cache',
  '/api/docs',
  '/api/health',
  '/api/sitemap',
  '/api/sites/hosts',
  '/media/*',
];

/** tables of accounts, sessions and housekeeping, and the migrator's own */
const NOT_CONTENT_TABLES = [
  'session_families',
  'refresh_tokens',
  'recovery_codes',
  'two_factor_role_requirements',
  'password_resets',
  'login_attempts',
  'login_failure_alerts',
  'rate_limit_hits',
  'audit_events',
  'kysely_migration',
  'kysely_migration_lock',
];

t.test('every route is of one collection, or a call that is no content', async (t) => {
  for (const line of readRouteList().trim().split('\n')) {
    const path = line.split(' ')[1] ?? '';
    const owners = CONTENT_COLLECTIONS.filter((c) =>
      c.api.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
    );
    const notContent = NOT_CONTENT.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    t.equal(owners.length + (notContent ? 1 : 0), 1, `${line}: declared once (${owners.map((c) => c.slug)})`);
    if (owners[0]) t.equal(collectionOfPath(path)?.slug, owners[0].slug);
  }
});

t.test('every table is of one collection, or of accounts and housekeeping', async (t) => {
  const { db, drop } = await createTestDatabase(t.testdir());
  t.teardown(async () => {
    await db.destroy();
    await drop();
  });
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).map(
    (table) => table.name,
  );
  t.ok(tables.includes('posts'), 'the tables were read');
  for (const table of tables) {
    const owners = CONTENT_COLLECTIONS.filter((c) => (c.tables as readonly string[]).includes(table));
    const housekeeping = NOT_CONTENT_TABLES.includes(table) ? 1 : 0;
    t.equal(owners.length + housekeeping, 1, `${table}: declared once`);
  }
});

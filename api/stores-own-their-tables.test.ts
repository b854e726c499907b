/**
 * Each store owns its tables (docs/decisions/039): a table of a content collection
 * (shared/collections/content-collections.ts) is written only by the store modules of that
 * collection; anything else that needs to change it (a site copy, the seed, the removal of an
 * image from every place) asks that store for its share. Checked by a scan of the API's source
 * for Kysely's writes on a named table, as content-collections.test.ts checks the routes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import t from 'tap';
import { CONTENT_COLLECTIONS } from '#shared/collections/content-collections.ts';

/** The store modules of each collection, by its slug. */
const STORE_MODULES: Record<string, readonly string[]> = {
  'site-options': ['api/options/settings-store.ts', 'api/sites/domain-store.ts'],
  posts: ['api/posts/post-store.ts', 'api/posts/draft-store.ts', 'api/posts/revision-store.ts'],
  faqs: ['api/faqs/faq-store.ts'],
  'faq-categories': ['api/faqs/faq-store.ts'],
  categories: ['api/taxonomy/taxonomy-store.ts'],
  'cuisine-tags': ['api/taxonomy/taxonomy-store.ts'],
  media: ['api/media/media-store.ts', 'api/media/media-file-journal-store.ts'],
  'analytics-items': ['api/analytics/analytics-store.ts'],
  submissions: ['api/forms/submission-store.ts'],
  users: ['api/accounts/user-store.ts', 'api/accounts/two-factor-store.ts'],
};

const ROOT = new URL('..', import.meta.url).pathname;
const WRITE = /\.(insertInto|updateTable|deleteFrom)\(\s*['"`](\w+)['"`]/g;

/** the API's modules that run in the product: no tests, test support or migrations (which shape every table) */
function productModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'migrations' ? [] : productModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(ROOT, path)] : [];
  });
}

/** `[table, module]` of every write on a named table in the API's product modules */
function tableWrites(): [string, string][] {
  return productModules(join(ROOT, 'api')).flatMap((module) =>
    [...readFileSync(join(ROOT, module), 'utf8').matchAll(WRITE)].map((match): [string, string] => [
      match[2] as string,
      module,
    ]),
  );
}

t.test('every collection names its store modules', async (t) => {
  for (const collection of CONTENT_COLLECTIONS) {
    t.ok(STORE_MODULES[collection.slug]?.length, `${collection.slug}: its store modules are named`);
  }
});

t.test('every table of a collection is written only by its store modules', async (t) => {
  const writes = tableWrites();
  t.ok(
    writes.some(([table, module]) => table === 'posts' && module === 'api/posts/post-store.ts'),
    'the scan finds writes',
  );
  const owned = new Map(
    CONTENT_COLLECTIONS.flatMap((collection) =>
      collection.tables.map((table): [string, string] => [table, collection.slug]),
    ),
  );
  const strays = writes
    .filter(([table, module]) => {
      const slug = owned.get(table);
      return slug !== undefined && !(STORE_MODULES[slug] ?? []).includes(module);
    })
    .map(([table, module]) => `${module} writes ${table}`);
  t.same([...new Set(strays)], [], 'no module writes another area’s table');
});

/**
 * Each store owns its tables (docs/decisions/039): a table of a content collection
 * (shared/collections/content-collections.ts) is written only by the store modules of that
 * collection; anything else that needs to change it (a site copy, the seed, the removal of an
 * image from every place) asks that store for its share. Checked by a scan of the API's source
 * for Kysely's writes on a named table, as content-collections.test.ts checks the routes.
 *
 * Which store modules a collection has is derived, not listed: the simple collections
 * (`SITE_COLLECTIONS`) are written only by the one site-scoped store, through their declared table
 * (so no module names their tables in a write); the store modules of the others are the
 * `*-store.ts` modules the stores module (api/stores.ts) builds, each the store of the one
 * collection whose tables it writes. A store that writes the tables of two collections, or that
 * uses the stores of another area (the site setup, which orders every area's share of a copy), is
 * the store of none, and its writes fail the scan as any other module's would.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import t from 'tap';
import { CONTENT_COLLECTIONS } from '#shared/collections/content-collections.ts';
import { SITE_COLLECTIONS } from './collections/site-collections.ts';
import { productModules } from './testing/product-modules.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const WRITE = /\.(insertInto|updateTable|deleteFrom)\(\s*['"`](\w+)['"`]/g;
const STORE_IMPORT = /from\s*'\.\/([\w/-]+-store\.ts)'/g;
/** the store of every simple collection (decision 043): it writes through the declared table */
const SITE_SCOPED_STORE = 'api/collections/site-scoped-store.ts';

/** `[table, module]` of every write on a named table in the API's product modules */
function tableWrites(): [string, string][] {
  return productModules(join(ROOT, 'api'), ['testing', 'migrations'])
    .map((path) => relative(ROOT, path))
    .flatMap((module) =>
      [...readFileSync(join(ROOT, module), 'utf8').matchAll(WRITE)].map((match): [string, string] => [
        match[2] as string,
        module,
      ]),
    );
}

/** the collection owning each table, by table */
const OWNER = new Map(
  CONTENT_COLLECTIONS.flatMap((collection) =>
    collection.tables.map((table): [string, string] => [table, collection.slug]),
  ),
);

/** The store modules of each collection, by its slug, derived as the header says. */
function storeModules(writes: readonly [string, string][]): Map<string, string[]> {
  const modules = new Map<string, string[]>(
    CONTENT_COLLECTIONS.map((collection) => [
      collection.slug,
      collection.slug in SITE_COLLECTIONS ? [SITE_SCOPED_STORE] : [],
    ]),
  );
  const built = [...readFileSync(join(ROOT, 'api/stores.ts'), 'utf8').matchAll(STORE_IMPORT)].map(
    ([, path]) => `api/${path}`,
  );
  const source = (module: string) => readFileSync(join(ROOT, module), 'utf8');
  const areaOf = new Map<string, string>();
  for (const module of built) {
    const areas = new Set(
      writes.filter(([, by]) => by === module).flatMap(([table]) => OWNER.get(table) ?? []),
    );
    const [area] = areas;
    if (areas.size === 1 && area !== undefined && !(area in SITE_COLLECTIONS)) areaOf.set(module, area);
  }
  for (const [module, area] of areaOf) {
    // a store that uses the stores of another area orders their shares (the site setup): it owns no table
    const uses = built.filter((other) => source(module).includes(`/${other.split('/').pop()}'`));
    if (uses.every((other) => (areaOf.get(other) ?? area) === area)) modules.get(area)?.push(module);
  }
  return modules;
}

t.test('every collection has its store modules', async (t) => {
  const modules = storeModules(tableWrites());
  for (const collection of CONTENT_COLLECTIONS) {
    t.ok(modules.get(collection.slug)?.length, `${collection.slug}: its store modules are found`);
  }
  t.same(modules.get('posts'), [
    'api/posts/draft-store.ts',
    'api/posts/post-store.ts',
    'api/posts/revision-store.ts',
  ]);
});

t.test('every table of a collection is written only by its store modules', async (t) => {
  const writes = tableWrites();
  t.ok(
    writes.some(([table, module]) => table === 'posts' && module === 'api/posts/post-store.ts'),
    'the scan finds writes',
  );
  const modules = storeModules(writes);
  const strays = writes
    .filter(([table, module]) => {
      const slug = OWNER.get(table);
      return slug !== undefined && !(modules.get(slug) ?? []).includes(module);
    })
    .map(([table, module]) => `${module} writes ${table}`);
  t.same([...new Set(strays)], [], 'no module writes another area’s table');
});

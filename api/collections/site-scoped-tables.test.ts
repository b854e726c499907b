/**
 * The one site-scoped store writes the table its collection declares, and only that one
 * (docs/decisions/039): its module names no table of its own (api/stores-own-their-tables.test.ts
 * sees the writes named in the source; this store's are named by the declarations), and each
 * simple collection's API half names a table of its shared declaration.
 */
import { readFileSync } from 'node:fs';
import t from 'tap';
import { CONTENT_COLLECTIONS } from '#shared/collections/content-collections.ts';
import { SITE_COLLECTIONS } from './site-collections.ts';

t.test('each simple collection writes a table of its own declaration', async (t) => {
  const siteScoped = CONTENT_COLLECTIONS.filter((c) => 'siteScoped' in c).map((c) => c.slug);
  t.same(
    Object.keys(SITE_COLLECTIONS).toSorted(),
    siteScoped.toSorted(),
    'every site-scoped declaration has its API half',
  );
  const tables = Object.values(SITE_COLLECTIONS).map((c) => c.table.table);
  t.equal(new Set(tables).size, tables.length, 'no table is two collections’');
  for (const [slug, collection] of Object.entries(SITE_COLLECTIONS)) {
    const declared = CONTENT_COLLECTIONS.find((c) => c.slug === slug)?.tables as readonly string[];
    t.ok(
      declared.includes(collection.table.table),
      `${slug} writes ${collection.table.table}, a table it declares`,
    );
  }
});

t.test('the store writes only through the declared table name', async (t) => {
  const source = readFileSync(new URL('site-scoped-store.ts', import.meta.url), 'utf8');
  const writes = [...source.matchAll(/\.(insertInto|updateTable|deleteFrom)\(\s*([^)]*)\)/g)].map(
    (m) => m[2],
  );
  t.ok(writes.length >= 3, 'the scan finds its writes');
  t.same([...new Set(writes)], ['table'], 'every write is on the declared `table`');
});

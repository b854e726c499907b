/**
 * Routes reach the database only through the stores (api/stores.ts): no route file uses the
 * app's database decorator, imports Kysely or builds a statement. The stores are the one place a second engine
 * has to look at.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { productModules } from '../testing/product-modules.ts';

const ROUTES = fileURLToPath(new URL('.', import.meta.url));
const FORBIDDEN: [RegExp, string][] = [
  [/\bapp\s*\.\s*db\b/, "the app's database decorator"],
  [/from 'kysely'/, 'a Kysely import'],
  [/\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(/, 'a statement built in place'],
  [/\bsql`/, 'raw SQL'],
];

t.test('route files call the stores and build no SQL', async (t) => {
  const files = productModules(ROUTES);
  t.ok(files.length > 20, 'the route files were found');
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [pattern, what] of FORBIDDEN) {
      t.notMatch(source, pattern, `${relative(ROUTES, file)} has no ${what}`);
    }
  }
});

/**
 * Routes reach the database only through the stores (api/stores.ts): no route file uses the
 * app's database decorator, imports Kysely or builds a statement. The stores are the one place a second engine
 * has to look at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const ROUTES = fileURLToPath(new URL('.', import.meta.url));
const FORBIDDEN: [RegExp, string][] = [
  [/\bapp\s*\.\s*db\b/, "the app's database decorator"],
  [/from 'kysely'/, 'a Kysely import'],
  [/\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(/, 'a statement built in place'],
  [/\bsql`/, 'raw SQL'],
];

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

t.test('route files call the stores and build no SQL', async (t) => {
  const files = routeFiles(ROUTES);
  t.ok(files.length > 20, 'the route files were found');
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [pattern, what] of FORBIDDEN) {
      t.notMatch(source, pattern, `${relative(ROUTES, file)} has no ${what}`);
    }
  }
});

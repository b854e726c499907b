/**
 * The API test files the PostgreSQL pass runs (`npm run test:node:pg`): those whose imports reach
 * the test database (testing/test-database.ts), followed through every relative `import`,
 * `export … from` and `import('…')` of the repo's own modules. A test that never reaches it (a
 * sanitiser, a TOTP check, the environment's parser) runs the same on either engine: the first
 * pass has run it, and a second run was a process start and its imports for nothing — 29 of the
 * 96 API test files, ~30 % of the pass, in session 13.
 *
 * `node api/testing/database-test-files.ts` prints them one per line (package.json's
 * `test:node:pg` hands them to tap).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const TEST_DATABASE_MODULE = resolve(import.meta.dirname, 'test-database.ts');

/** a module's relative imports, static and dynamic, as absolute paths of files that exist */
function relativeImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const imports: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), match[1] as string);
    if (existsSync(target)) imports.push(target);
  }
  return imports;
}

/** true when `file` imports `module`, directly or through the modules it imports */
export function importsReach(file: string, module: string, seen = new Set<string>()): boolean {
  if (file === module) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return relativeImportsOf(file).some((imported) => importsReach(imported, module, seen));
}

function testFilesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesBelow(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** the test files below `folder` that reach `module` (the test database unless told), sorted */
export function databaseTestFiles(folder: string, module = TEST_DATABASE_MODULE): string[] {
  return testFilesBelow(resolve(folder))
    .filter((file) => importsReach(file, module))
    .sort();
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..', '..');
  for (const file of databaseTestFiles(join(root, 'api'))) console.log(relative(process.cwd(), file));
}

/**
 * The staff data router's copy reaches into react-router's own files (no public API). This test
 * pins what it was checked with: a new react-router version must be looked at (the files below
 * still there, `createRouter` still exported from router.js, its relative imports still inside
 * lib/router), and then its version written here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { COPIED, routerLib } from './staff-data-router.ts';

const CHECKED_WITH = '8.5.1';

/** react-router's package.json: the folder above `dist/` of the resolved entry */
function installedVersion(): string {
  const packageDir = routerLib.slice(0, routerLib.lastIndexOf('/dist/'));
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
}

t.test('the copy was checked with the installed react-router', async (t) => {
  t.equal(
    installedVersion(),
    CHECKED_WITH,
    'react-router changed: check build-plugins/staff-data-router.ts, then update CHECKED_WITH',
  );
});

t.test('the files it copies exist and router.js still exports createRouter', async (t) => {
  for (const file of COPIED) t.ok(existsSync(join(routerLib, file)), file);
  const source = readFileSync(join(routerLib, 'router', 'router.js'), 'utf8');
  t.match(source, /export\s*\{[^}]*\bcreateRouter\b|export function createRouter\b/);
  for (const [, relative] of source.matchAll(/from\s+["'](\.[^"']+)["']/g))
    t.ok(existsSync(join(routerLib, 'router', relative as string)), `router.js imports ${relative}`);
});

t.test('components.js still exports RouterProvider and holds no context of its own', async (t) => {
  const source = readFileSync(join(routerLib, 'components.js'), 'utf8');
  t.match(source, /export\s*\{[^}]*\bRouterProvider\b[^}]*\bhydrationRouteProperties\b/);
  // a copied module must not create a React context: the copy's would differ from the public one's
  t.notMatch(source, /createContext\(/);
  for (const [, relative] of source.matchAll(/from\s+["'](\.[^"']+)["']/g))
    t.ok(existsSync(join(routerLib, relative as string)), `components.js imports ${relative}`);
});

t.test('no copied file creates a React context', async (t) => {
  // the copy's context would differ from the public one's (hooks.js and context.js stay shared)
  for (const file of COPIED)
    t.notMatch(readFileSync(join(routerLib, file), 'utf8'), /React\$?\d*\.createContext\(/, file);
});

t.test("utils.js's classes are told apart by instanceof only inside the copied files", async (t) => {
  // the copy's classes differ from the shared module's: an instanceof outside the copies (the
  // browser's side; the server runtime is not bundled) would stop recognising them
  const classes =
    /instanceof (RouterContextProvider|ErrorResponseImpl|DiscoveryCancelledError|DataWithResponseInit|V6RegExMatcher)\b/;
  const browserFiles = (readdirSync(routerLib, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.js') && !/^(server-runtime|rsc)\//.test(file) && !COPIED.has(file),
  );
  t.ok(browserFiles.length > 10, 'the lib folder was read');
  t.same(
    browserFiles.filter((file) => classes.test(readFileSync(join(routerLib, file), 'utf8'))),
    [],
  );
});

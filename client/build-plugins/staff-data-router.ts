import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The staff router's own copy of react-router's data-router module (`createRouter`, about 16 KB
 * gzip with its instrumentation). The public site routes declaratively and needs only a few
 * helpers of that module, but a module is bundled whole into one chunk: as long as the staff
 * router took `createRouter` from the same module, the framework chunk every visitor loads
 * carried all of it. `client/src/app/staff-app.tsx` imports `createRouter` from
 * STAFF_DATA_ROUTER instead: the same file under another id, so it is bundled with the staff
 * chunk, while its own imports (history, utilities, contexts) resolve to the shared modules.
 * Its module state is only a cache of errors for RouterProvider's `onError`, not used here.
 *
 * It reaches into react-router's files (`lib/router/router.js` and what it imports), which are no
 * public API: staff-data-router.test.ts pins the version it was checked with and the files and
 * exports it relies on, so an upgrade fails that test before it can break a build.
 */
export const STAFF_DATA_ROUTER = 'virtual:staff-data-router';
/**
 * The same for react-router's components module: RouterProvider and the data router's route
 * rendering (about 2 KB gzip) are the staff router's alone, while Router, Routes, Route, Outlet
 * and Navigate, which the public site uses, stay in the framework chunk's module. The copy imports
 * the copy of router.js, so its `clientErrors` are the staff router's own.
 */
export const STAFF_ROUTER_PROVIDER = 'virtual:staff-router-provider';
const COPY_PREFIX = '\0staff-copy:';
/** react-router's `dist/production/lib` folder */
export const routerLib = join(dirname(createRequire(import.meta.url).resolve('react-router')), 'lib');
/** the files copied, relative to routerLib; their other relative imports stay shared */
export const COPIED = new Set([
  'router/router.js',
  'router/instrumentation.js',
  'router/utils.js',
  // the data router's route matcher and <Await>'s promise cache: only the staff's copies of
  // router.js and components.js use them, so copied they leave the framework chunk (decision 047)
  'router/matcher.js',
  'await.js',
  'components.js',
]);
const VIRTUAL: Record<string, string> = {
  [STAFF_DATA_ROUTER]: 'router/router.js',
  [STAFF_ROUTER_PROVIDER]: 'components.js',
};

export function staffDataRouterPlugin(): Plugin {
  return {
    name: 'staff-data-router',
    enforce: 'pre',
    resolveId(source, importer) {
      const virtual = VIRTUAL[source];
      if (virtual) return `${COPY_PREFIX}${join(routerLib, virtual)}`;
      if (!importer?.startsWith(COPY_PREFIX) || !source.startsWith('.')) return null;
      const file = join(dirname(importer.slice(COPY_PREFIX.length)), source);
      return COPIED.has(file.slice(routerLib.length + 1)) ? `${COPY_PREFIX}${file}` : file;
    },
    load(id) {
      return id.startsWith(COPY_PREFIX) ? readFile(id.slice(COPY_PREFIX.length), 'utf8') : null;
    },
  };
}

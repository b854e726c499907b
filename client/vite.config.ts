import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { eagerCompileHintPlugin } from './build-plugins/eager-compile-hint.ts';
import { precompressedAssetsPlugin } from './build-plugins/precompressed-assets.ts';
import { staffDataRouterPlugin } from './build-plugins/staff-data-router.ts';

const clientDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every build gets an id: compiled into the bundle as `__BUILD_ID__` and written to
 * `dist/build.json`, which the BFF serves at /bff/build so open tabs notice a new deployment.
 */
function buildIdPlugin(buildId: string): Plugin {
  return {
    name: 'build-id',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ buildId }) });
    },
  };
}

/**
 * Chunks of the build. The framework (React, react-router, SWR) is one chunk loaded with the
 * entry, and kept apart so that a deployment of the app's code does not fetch it again. The app
 * code of the entry and of the public site's layout and post page, with everything
 * they import statically, is one chunk ("public-site"), so a visitor's first load is a few
 * requests, compressed together (decision 051: 0.8 KB gz less than the entry's code in a chunk of
 * its own). Only the entry module itself stays the entry chunk, a few hundred bytes, so that
 * `index.html` and the manifest name it (the staff app imported the public site's chunk already,
 * so its first load is 0.9 KB lighter too). What those modules import dynamically
 * (blocks loaded on demand, the catering form, the drawer, the sanitiser, toasts) and the auth,
 * panel and editor areas keep their own lazy chunks.
 */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|swr|use-sync-external-store|dequal)\//;
const PUBLIC_ROOTS = [
  /\/client\/src\/features\/site-shell\/site-layout\.tsx$/,
  /\/client\/src\/features\/public-page\/post-page\.tsx$/,
];
const APP_CODE = /\/(client\/src|shared)\//;
/** index.html's script: the entry chunk */
const ENTRY_MODULE = /\/client\/src\/main\.tsx$/;

/** The static import graph, recorded while the modules are parsed. */
const moduleGraph = new Map<string, { isEntry: boolean; importedIds: readonly string[] }>();
const reachable = new Map<string, Set<string>>();

function moduleGraphPlugin(): Plugin {
  return {
    name: 'module-graph',
    buildStart() {
      moduleGraph.clear();
      reachable.clear();
    },
    moduleParsed(info) {
      moduleGraph.set(info.id, { isEntry: info.isEntry, importedIds: info.importedIds });
    },
  };
}

/** Every module the given roots import statically, directly or not. */
function staticGraph(name: string, isRoot: (id: string, info: { isEntry: boolean }) => boolean): Set<string> {
  const known = reachable.get(name);
  if (known) return known;
  const graph = new Set<string>();
  const queue = [...moduleGraph].filter(([id, info]) => isRoot(id, info)).map(([id]) => id);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (graph.has(id)) continue;
    graph.add(id);
    queue.push(...(moduleGraph.get(id)?.importedIds ?? []));
  }
  reachable.set(name, graph);
  return graph;
}

const entryGraph = () => staticGraph('entry', (_id, info) => info.isEntry);
const publicGraph = () => staticGraph('public', (id) => PUBLIC_ROOTS.some((root) => root.test(id)));

export function chunkOf(id: string): string | undefined {
  // only the framework modules the entry itself needs: the panel's extra ones stay with the panel
  if (FRAMEWORK.test(id)) return entryGraph().has(id) ? 'framework' : undefined;
  if (!APP_CODE.test(id) || ENTRY_MODULE.test(id)) return undefined;
  return publicGraph().has(id) || entryGraph().has(id) ? 'public-site' : undefined;
}

const buildId =
  process.env.BUILD_ID ?? `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomUUID().slice(0, 8)}`;

export default defineConfig({
  root: clientDir,
  plugins: [
    react(),
    buildIdPlugin(buildId),
    moduleGraphPlugin(),
    staffDataRouterPlugin(),
    precompressedAssetsPlugin(),
    // React, react-router and SWR: most of it runs in the first render (the site's own chunk
    // gained nothing measurable from it; decision 029)
    eagerCompileHintPlugin(new Set(['framework'])),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    // a browserified dependency of the page builder (object-hash) asks `typeof require`; in the
    // browser it is undefined, and saying so keeps a 200-byte \`require\` shim out of the
    // runtime chunk every public page loads
    'typeof require': JSON.stringify('undefined'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // every supported browser has modulepreload; the polyfill would only add to the entry
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the BFF preloads the chunk a page's first render will ask for
    // (server/pages/first-render-chunks.ts)
    manifest: true,
    rollupOptions: { output: { manualChunks: chunkOf } },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/bff': 'http://localhost:3000' },
  },
  test: {
    root: clientDir,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Each test file in a VM context of its own inside a few workers: files stay isolated (their
    // own modules, globals and DOM) without a worker and a happy-dom set up per file, which took
    // about half the run (measured: ~24 s → ~6 s for the 34 files).
    pool: 'vmThreads',
    // a loaded CI machine (2 cores, the API and BFF suites beside it) can take seconds to open a
    // dialog: waits and tests get room, a real failure still fails
    setupFiles: ['src/testing/testing-library-setup.ts'],
    testTimeout: 20_000,
    // the id compiled into the bundle above, for build-info.test.ts to compare with
    env: { EXPECTED_BUILD_ID: buildId },
  },
});

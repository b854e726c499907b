import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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

const buildId =
  process.env.BUILD_ID ?? `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomUUID().slice(0, 8)}`;

export default defineConfig({
  root: clientDir,
  plugins: [react(), buildIdPlugin(buildId)],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/bff': 'http://localhost:3000' },
  },
  test: {
    root: clientDir,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

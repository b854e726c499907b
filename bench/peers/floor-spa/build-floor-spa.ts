/**
 * Builds the floor SPA (index.html, main.tsx, hero.tsx beside this file) with the project's Vite
 * and React plugin into a temporary folder, with the project's Brotli/gzip copies beside each
 * asset (the plugin the real build uses), and answers that folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressedAssetsPlugin } from '../../../client/build-plugins/precompressed-assets.ts';

export async function buildFloorSpa(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-spa-'));
  await build({
    root: fileURLToPath(new URL('.', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompressedAssetsPlugin()],
    build: { outDir, emptyOutDir: true, assetsDir: 'assets', modulePreload: { polyfill: false } },
  });
  return outDir;
}

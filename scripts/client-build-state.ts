import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtMarker = join(root, 'client/dist/build.json');
const sourceDirs = [
  join(root, 'client/src'),
  join(root, 'client/public'),
  join(root, 'client/build-plugins'),
  join(root, 'shared'),
];
const sourceFiles = [join(root, 'client/index.html'), join(root, 'client/vite.config.ts')];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * True when the client must be (re)built: no build yet, or a source newer than the build.
 * A deployed image carries only the build (no client sources), so it never rebuilds.
 */
export function clientBuildIsStale(): boolean {
  if (!existsSync(builtMarker)) return true;
  const builtAt = statSync(builtMarker).mtimeMs;
  if (!existsSync(join(root, 'client/src'))) return false;
  const newestSource = Math.max(...sourceDirs.map(newestMtime), ...sourceFiles.map(newestMtime));
  return newestSource > builtAt;
}

/**
 * Builds the client when `clientBuildIsStale()` (as `npm start`, the journeys, the soak and the
 * bench's phone rows need it); false when the build failed. Vite's output goes to this process's.
 */
export function buildClientIfStale(): boolean {
  if (!clientBuildIsStale()) return true;
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return build.status === 0;
}

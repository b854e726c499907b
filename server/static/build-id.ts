/** The id of the client build being served, read from `dist/build.json` (written by Vite). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const RECHECK_MS = 5000;

export function createBuildIdReader(distDir: string): () => Promise<string | undefined> {
  let cached: { value: string | undefined; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < RECHECK_MS) return cached.value;
    let value: string | undefined;
    try {
      const parsed = JSON.parse(await readFile(join(distDir, 'build.json'), 'utf8')) as { buildId?: unknown };
      value = typeof parsed.buildId === 'string' ? parsed.buildId : undefined;
    } catch {
      value = undefined;
    }
    cached = { value, at: Date.now() };
    return value;
  };
}

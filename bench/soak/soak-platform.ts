/**
 * What the soak drives, as a deployment runs it: the content API (`api/main.ts`, SQLite in a
 * fresh data folder, or PostgreSQL when DATABASE_URL is set) and the BFF (`server/main.ts`)
 * in front of it, each its own process so that each one's memory can be read; the client built
 * first when its build is missing or stale, as `npm start` does.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientBuildIsStale } from '../../scripts/client-build-state.ts';
import { startContentApi } from '../content-api/start-content-api.ts';
import { freePort } from '../peers/free-port.ts';
import { type Started, startProcess } from '../processes/child-processes.ts';

export interface SoakPlatform {
  api: Started & { url: string };
  bff: Started;
  /** http://127.0.0.1:{port} of the BFF; the site is chosen by the Host header */
  bffUrl: string;
}

export async function startSoakPlatform(): Promise<SoakPlatform> {
  if (clientBuildIsStale()) {
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('the client build failed');
  }
  const api = await startContentApi();
  const port = await freePort();
  const bff = await startProcess({
    command: process.execPath,
    args: [fileURLToPath(new URL('../../server/main.ts', import.meta.url))],
    env: {
      UPSTREAM_URL: api.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'soak-bff-')),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    readyPattern: /serving on/,
  });
  return { api, bff, bffUrl: `http://127.0.0.1:${port}` };
}

/**
 * What the soak drives, as a deployment runs it: the content API (`api/main.ts`, SQLite in a
 * fresh data folder, or the PostgreSQL database of DATABASE_URL, which it inherits with the rest
 * of the environment) and the BFF (`server/main.ts`) in front of it, each its own process so that
 * each one's memory can be read; the client built first when its build is missing or stale, as
 * `npm start` does.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/free-port.ts';
import { buildClientIfStale } from '../../scripts/client-build-state.ts';
import { startContentApi } from '../content-api/start-content-api.ts';
import { type Started, startProcess } from '../processes/child-processes.ts';

export interface SoakPlatform {
  api: Started & { url: string };
  bff: Started;
  /** http://127.0.0.1:{port} of the BFF; the site is chosen by the Host header */
  bffUrl: string;
  /** removes the BFF's data folder (after stopAll()) */
  removeBffData(): void;
}

const INSPECT = '--inspect=127.0.0.1:0';

export async function startSoakPlatform(): Promise<SoakPlatform> {
  if (!buildClientIfStale()) throw new Error('the client build failed');
  // each on an inspector port of its own on loopback, so the soak can read its live heap (heap-after-gc.ts)
  const api = await startContentApi({ nodeFlags: [INSPECT] });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'soak-bff-'));
  const bff = await startProcess({
    command: process.execPath,
    args: [INSPECT, fileURLToPath(new URL('../../server/main.ts', import.meta.url))],
    env: {
      UPSTREAM_URL: api.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    readyPattern: /serving on/,
  });
  return {
    api,
    bff,
    bffUrl: `http://127.0.0.1:${port}`,
    removeBffData: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

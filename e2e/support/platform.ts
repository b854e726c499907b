/**
 * Starts the whole platform the way `npm start` does — the BFF with the embedded content API —
 * on a free port and a fresh DATA_DIR, and stops it afterwards.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startNodeProcess } from './node-process.ts';
import { retryWhilePortTaken } from './port-race.ts';

export interface Platform {
  port: number;
  /** http://{host}:{port} for a demo host such as `localhost` or `tacos.localhost` */
  origin(host?: string): string;
  output(): string;
  stop(): Promise<void>;
}

/** The platform on a free port; a port taken before the child listened is retried (port-race.ts). */
export function startPlatform(env: Record<string, string> = {}): Promise<Platform> {
  return retryWhilePortTaken(() => startPlatformOnce(env));
}

async function startPlatformOnce(env: Record<string, string>): Promise<Platform> {
  const port = await freePort();
  const bff = await startNodeProcess('server/main.ts', {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'e2e-data-')),
      ADMIN_EMAIL: 'owner@collective.test',
      ADMIN_PASSWORD: 'correct-horse-battery',
      LOG_LEVEL: 'warn',
      // scheduled publishing runs every second, so a journey need not wait for the 15 s tick
      SCHEDULE_TICK_MS: '1000',
      ...env,
    },
    ready: /serving on/,
  });
  return {
    port,
    origin: (host = 'localhost') => `http://${host}:${port}`,
    output: bff.output,
    stop: bff.stop,
  };
}

/**
 * The real content API as `npm run start:api` runs it (`api/main.ts`: migrations, the demo
 * collective and the owner seeded into an empty database), in a child process on a fresh
 * DATA_DIR and a random loopback port.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Started, startProcess } from '../processes/child-processes.ts';

export const OWNER = { email: 'owner@collective.test', password: 'correct-horse-battery' };

export async function startContentApi(
  options: { nodeFlags?: string[] } = {},
): Promise<Started & { url: string }> {
  const started = await startProcess({
    command: process.execPath,
    args: [...(options.nodeFlags ?? []), fileURLToPath(new URL('../../api/main.ts', import.meta.url))],
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-api-data-')),
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: 'warn',
    },
    readyPattern: /serving on (http:\/\/\S+)/,
  });
  return { ...started, url: started.ready };
}

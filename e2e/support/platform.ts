/**
 * Starts the whole platform the way `npm start` does — the BFF with the embedded content API —
 * on a free port and a fresh DATA_DIR, and stops it afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Platform {
  port: number;
  /** http://{host}:{port} for a demo host such as `localhost` or `tacos.localhost` */
  origin(host?: string): string;
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The port is chosen before the child listens, so another listener (the embedded API binds a
 * random port too) can take it first: then the start is retried on a new port.
 */
export async function startPlatform(env: Record<string, string> = {}): Promise<Platform> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPlatformOnce(env);
    } catch (error) {
      if (attempt >= 3 || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startPlatformOnce(env: Record<string, string>): Promise<Platform> {
  const port = await freePort();
  const mainFile = fileURLToPath(new URL('../../server/main.ts', import.meta.url));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [mainFile], {
    env: {
      ...process.env,
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += String(c);
  });
  child.stderr?.on('data', (c) => {
    output += String(c);
  });
  const deadline = Date.now() + 60_000;
  while (!output.includes('serving on')) {
    if (child.exitCode !== null) throw new Error(`the platform exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the platform did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    origin: (host = 'localhost') => `http://${host}:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

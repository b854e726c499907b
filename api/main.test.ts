/** The content API as its own process: serves on API_PORT, stops cleanly on SIGTERM. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

t.test('npm run start:api serves the API and exits 0 on SIGTERM', async (t) => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));

  const child = spawn(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'api-main-')),
      API_PORT: String(port),
      ADMIN_EMAIL: 'owner@collective.test',
      ADMIN_PASSWORD: 'correct-horse-battery',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => {
    output += String(c);
  });
  child.stderr.on('data', (c) => {
    output += String(c);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  while (!output.includes('serving on')) {
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  t.match(output, `Content API is serving on http://127.0.0.1:${port}`);
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  t.same(await health.json(), { status: 'ok' });
  const site = await fetch(`http://127.0.0.1:${port}/api/options/options`, {
    headers: { 'x-forwarded-for': 'bbq.localhost' },
  });
  t.equal(site.status, 200, 'the demo is seeded');
  child.kill('SIGTERM');
  t.equal(await exited, 0);
});

t.test('npm run start:api stops at once, naming the variable, on a bad value', async (t) => {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./main.ts', import.meta.url))], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'api-main-')),
      API_PORT: 'eighty',
      SMTP_URL: 'mail.example',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (c) => {
    errors += String(c);
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  t.equal(code, 1);
  t.match(errors, /^Invalid configuration: .*API_PORT.*SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  t.notMatch(errors, /at .*\.ts:\d+/, 'a message, not a stack trace');
});

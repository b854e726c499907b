/** The BFF process: configuration errors stop the start; SIGTERM lets in-flight requests finish. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { json, startRecordingUpstream } from './test-support/recording-upstream.ts';
import { call } from './test-support/test-client.ts';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, [mainFile], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bff-data-')),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

t.test('a bad configuration value stops the start, naming the variable', async (t) => {
  const run = start({ PORT: 'not-a-port', UPSTREAM_URL: 'http://127.0.0.1:9' });
  t.equal(await run.exited, 1);
  t.match(run.output(), /Invalid configuration: PORT must be integer/);
  const template = start({ UPSTREAM_URL_TEMPLATE: 'https://api.example.com' });
  t.equal(await template.exited, 1);
  t.match(template.output(), /UPSTREAM_URL_TEMPLATE/);
  // a setting only the embedded content API reads stops the start the same way, with no stack
  const apiSetting = start({
    SMTP_URL: 'not-a-mail-server',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bff-cfg-')),
  });
  t.equal(await apiSetting.exited, 1);
  t.match(apiSetting.output(), /Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  t.notMatch(apiSetting.output(), /\n\s+at /, 'no stack trace');
});

t.test('SIGTERM: the in-flight request finishes, then the process exits 0', async (t) => {
  const upstream = await startRecordingUpstream(async (_req, res) => {
    await new Promise((r) => setTimeout(r, 800));
    json(res, 200, { data: 'finished' });
  });
  t.teardown(() => upstream.close());
  const port = await freePort();
  const run = start({ PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstream.url });
  while (!run.output().includes('serving on')) {
    if (run.child.exitCode !== null) t.fail(`exited early: ${run.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const pending = call(`http://127.0.0.1:${port}`, '/api/faqs', { host: 'localhost' });
  while (!upstream.requests.some((r) => r.url === '/api/faqs')) await new Promise((r) => setTimeout(r, 10));
  run.child.kill('SIGTERM');
  const answer = await pending;
  t.equal(answer.status, 200, 'the in-flight request was answered');
  t.same(answer.json, { data: 'finished' });
  t.equal(await run.exited, 0, 'clean exit');
  const after = await call(`http://127.0.0.1:${port}`, '/bff/health', { host: 'localhost' }).catch(
    (e: Error) => e,
  );
  t.ok(after instanceof Error, 'no longer listening');
});

/**
 * `npm run test:e2e`: the browser journeys in e2e/, in headless Chromium driven by
 * playwright-core. Builds the client first when needed. Without Chromium the journeys are
 * skipped with a loud message — except in CI (CI=true), where a missing browser is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium } from '../e2e/support/chromium.ts';
import { clientBuildIsStale } from './client-build-state.ts';

const chromium = findChromium();
if (!chromium) {
  const message =
    'No Chromium found (set CHROMIUM_PATH or apt-get install -y chromium): browser journeys NOT run.';
  if (process.env.CI === 'true') {
    console.error(`e2e: FAILED — ${message}`);
    process.exit(1);
  }
  console.warn(`\n!!!!!!!!\n!! e2e: SKIPPED — ${message}\n!!!!!!!!\n`);
  process.exit(0);
}

if (clientBuildIsStale()) {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const files = existsSync('e2e')
  ? readdirSync('e2e')
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `e2e/${f}`)
  : [];
const run = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-timeout=120000', ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(run.status ?? 1);

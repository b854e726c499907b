/**
 * `npm run test:e2e`: the browser journeys in e2e/, in headless Chromium driven by
 * playwright-core. Builds the client first when needed. Without Chromium the journeys are
 * skipped with a loud message — except in CI (CI=true), where a missing browser is a failure.
 * A journey file that fails is run once more: failing twice fails the run, and passing only on
 * that rerun is reported as FLAKY by name — a loud warning here, a failure in CI
 * (scripts/e2e-verdict.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium } from '../e2e/support/chromium.ts';
import { buildClientIfStale } from './client-build-state.ts';
import { e2eVerdict, type FileRuns } from './e2e-verdict.ts';

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

if (!buildClientIfStale()) process.exit(1);

const files = existsSync('e2e')
  ? readdirSync('e2e')
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => `e2e/${f}`)
  : [];

/**
 * Each journey file runs on its own (each starts its own platform). A file that fails is run
 * once more: the rerun tells a journey that meets an unexpected timing (flaky) from one that is
 * broken; e2eVerdict decides what each outcome means for the run.
 */
function runFile(file: string): boolean {
  const run = spawnSync(process.execPath, ['--test', '--test-timeout=120000', file], {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  return run.status === 0;
}

const outcomes: FileRuns[] = [];
for (const file of files) {
  const runs = [runFile(file)];
  if (!runs[0]) {
    console.warn(`\n!! e2e: ${file} failed; running it once more (a pass now is reported as FLAKY)\n`);
    runs.push(runFile(file));
  }
  outcomes.push({ file, runs });
}
const verdict = e2eVerdict(outcomes, process.env.CI === 'true');
for (const line of verdict.lines) console[line.level](line.text);
process.exit(verdict.exitCode);

/**
 * `npm run test:e2e`: the browser journeys in e2e/, in headless Chromium driven by
 * playwright-core. Builds the client first when needed. Without Chromium the journeys are
 * skipped with a loud message — except in CI (CI=true), where a missing browser is a failure.
 * Files run two at a time. A journey file that fails is run once more: failing twice fails the run, and passing only on
 * that rerun is reported as FLAKY by name — a loud warning here, a failure in CI
 * (scripts/e2e-verdict.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium } from '../e2e/support/chromium.ts';
import { buildClientIfStale } from './client-build-state.ts';
import { longestFirst } from './e2e-order.ts';
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
 * Journey files run side by side, E2E_WORKERS at a time (2 by default: a journey spends much of
 * its time waiting on the browser and the platform, so two fill this machine's two cores). Each
 * file starts its own platform on its own port and data folder, so files share nothing. A file's
 * output is printed whole when it ends, so the log reads one file at a time.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

function runFile(file: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-timeout=240000', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CHROMIUM_PATH: chromium },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${file} (${seconds} s) ──\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

async function runAll(queue: string[], width: number): Promise<Map<string, boolean>> {
  const results = new Map<string, boolean>();
  const pending = [...queue];
  async function worker(): Promise<void> {
    for (let file = pending.shift(); file; file = pending.shift()) results.set(file, await runFile(file));
  }
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, worker));
  return results;
}

// longest first, so the last file to start is a short one (scripts/e2e-order.ts); the log and
// the verdict keep the files' alphabetical order
const first = await runAll(workers > 1 ? longestFirst(files) : files, workers);
/**
 * A file that failed is run once more, alone: the rerun tells a journey that met an unexpected
 * timing (flaky) from one that is broken; e2eVerdict decides what each outcome means for the run.
 */
const failedFirst = files.filter((file) => !first.get(file));
if (failedFirst.length > 0) {
  console.warn(
    `\n!! e2e: ${failedFirst.join(', ')} failed; running once more, one at a time (a pass now is FLAKY)\n`,
  );
}
const second = await runAll(failedFirst, 1);
const outcomes: FileRuns[] = files.map((file) => ({
  file,
  runs: first.get(file) ? [true] : [false, second.get(file) === true],
}));
const verdict = e2eVerdict(outcomes, process.env.CI === 'true');
for (const line of verdict.lines) console[line.level](line.text);
process.exit(verdict.exitCode);

/**
 * `npm test`: the whole suite, one stage after another, stopping at the first that fails, and a
 * table of how long each stage took at the end (also when one failed). CI runs exactly
 * `npm ci && npm test` (`.ci/run`), so this table is where a run's time is read from: issue 25
 * asks for a fresh-clone CI run within 20 minutes, and the stages' shares say where that time goes.
 *
 * Every stage runs with Node's compile cache (NODE_COMPILE_CACHE, in node_modules/.cache unless
 * set): the suite starts ~500 Node processes (each tap file, each API and BFF a journey starts),
 * and each one stripped the types of and compiled the same ~250 modules of the repo and ~1,400 of
 * its packages. With the cache a process imports the API in ~1.45 s of CPU instead of ~1.9 s
 * (measured alternately, same machine). The cache holds only what Node derives from a file's
 * bytes and is checked against them, so it changes no result.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { formatStageTimes, type StageTime, TEST_STAGES } from './test-stage-list.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = {
  ...process.env,
  NODE_COMPILE_CACHE:
    process.env.NODE_COMPILE_CACHE ??
    join(import.meta.dirname, '..', 'node_modules', '.cache', 'node-compile-cache'),
};
const times: StageTime[] = [];
let failed: string | undefined;
for (const stage of TEST_STAGES) {
  const started = performance.now();
  const run = spawnSync(npm, ['run', stage], { stdio: 'inherit', env });
  times.push({ stage, seconds: (performance.now() - started) / 1000, passed: run.status === 0 });
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}
console.log(formatStageTimes(times));
if (failed) {
  console.error(`npm test: stage ${failed} failed`);
  process.exit(1);
}

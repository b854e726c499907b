/**
 * `npm test`: the whole suite, one stage after another, stopping at the first that fails, and a
 * table of how long each stage took at the end (also when one failed). CI runs exactly
 * `npm ci && npm test` (`.ci/run`), so this table is where a run's time is read from: issue 25
 * asks for a fresh-clone CI run within 20 minutes, and the stages' shares say where that time goes.
 */
import { spawnSync } from 'node:child_process';
import { formatStageTimes, type StageTime, TEST_STAGES } from './test-stage-list.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times: StageTime[] = [];
let failed: string | undefined;
for (const stage of TEST_STAGES) {
  const started = performance.now();
  const run = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
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

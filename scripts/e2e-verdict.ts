/**
 * What a run of the browser journeys comes to (`npm run test:e2e`, scripts/e2e.ts), from how each
 * journey file fared. A file that fails is run once more: a second failure fails the run, and a
 * pass on the rerun is FLAKY — said loudly with the file's name, and a failure in CI (CI=true),
 * so a journey that passes only sometimes cannot land unnoticed. Outside CI it stays a warning:
 * a developer's loaded machine is not a verdict on the journey. Pure, so the rules are tested
 * without a browser (e2e-verdict.test.ts).
 */

export interface FileRuns {
  file: string;
  /** whether each run of the file passed, in order: one run, or two when the first failed */
  runs: readonly boolean[];
}

export interface ReportLine {
  level: 'log' | 'warn' | 'error';
  text: string;
}

export interface E2eVerdict {
  /** passed on their first run */
  passed: string[];
  /** failed on their first run, passed on the rerun */
  flaky: string[];
  /** failed on both runs */
  failed: string[];
  /** what to print, in order; the summary line last */
  lines: ReportLine[];
  exitCode: 0 | 1;
}

export function e2eVerdict(files: readonly FileRuns[], ci: boolean): E2eVerdict {
  const passed: string[] = [];
  const flaky: string[] = [];
  const failed: string[] = [];
  for (const { file, runs } of files) {
    if (runs[0] === true) passed.push(file);
    else if (runs.at(-1) === true) flaky.push(file);
    else failed.push(file);
  }

  const lines: ReportLine[] = [];
  if (flaky.length > 0) {
    // a banner like the runner's "SKIPPED" one: this line must not drown in the test output above
    const level: ReportLine['level'] = ci ? 'error' : 'warn';
    const consequence = ci
      ? 'CI=true: a flaky journey fails the run.'
      : 'Not a failure outside CI, but CI=true fails the run on it.';
    lines.push(
      { level, text: '\n!!!!!!!!' },
      ...flaky.map((file) => ({
        level,
        text: `!! e2e: FLAKY — ${file}: the first run failed, it passed only on a rerun`,
      })),
      { level, text: `!! ${consequence} Find the timing the journey depends on.` },
      { level, text: '!!!!!!!!\n' },
    );
  }
  if (failed.length > 0) lines.push({ level: 'error', text: `e2e: failed twice: ${failed.join(', ')}` });
  const flakyCount = flaky.length > 0 ? `, ${flaky.length} flaky` : '';
  lines.push({
    level: 'log',
    text: `e2e files: ${passed.length} passed, ${failed.length} failed${flakyCount}`,
  });

  const exitCode = failed.length > 0 || (ci && flaky.length > 0) ? 1 : 0;
  return { passed, flaky, failed, lines, exitCode };
}

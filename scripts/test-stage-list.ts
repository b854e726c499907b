/**
 * The stages of `npm test` (scripts/test-stages.ts), in the order they run: the cheap checks first,
 * so a type or lint error fails in a minute, then the suites from the fastest to the slowest.
 * Each is an npm script of package.json.
 */
export const TEST_STAGES = [
  'typecheck',
  'lint',
  'test:node',
  'test:node:pg',
  'test:scale',
  'test:fuzz',
  'test:client',
  'test:e2e',
] as const;

export interface StageTime {
  stage: string;
  seconds: number;
  passed: boolean;
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The table printed at the end of `npm test`: each stage's time, its share, and the total. */
export function formatStageTimes(times: readonly StageTime[]): string {
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const width = Math.max(...times.map((time) => time.stage.length), 'total'.length);
  const rows = times.map(
    (time) =>
      `${time.stage.padEnd(width)}  ${minutes(time.seconds).padStart(6)}  ${String(Math.round((time.seconds / (total || 1)) * 100)).padStart(3)} %  ${time.passed ? 'passed' : 'FAILED'}`,
  );
  return [
    '',
    'npm test: time per stage (m:ss)',
    ...rows,
    `${'total'.padEnd(width)}  ${minutes(total).padStart(6)}`,
  ].join('\n');
}

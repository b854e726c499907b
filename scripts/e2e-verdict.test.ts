/** A journey file that passes only on its rerun is named as FLAKY, and fails the run in CI. */
import t from 'tap';
import { e2eVerdict } from './e2e-verdict.ts';

const text = (lines: { text: string }[]) => lines.map((line) => line.text).join('\n');

t.test('every file passing on its first run passes, in CI too, with the usual summary', async (t) => {
  for (const ci of [false, true]) {
    const verdict = e2eVerdict(
      [
        { file: 'e2e/a.test.ts', runs: [true] },
        { file: 'e2e/b.test.ts', runs: [true] },
      ],
      ci,
    );
    t.equal(verdict.exitCode, 0);
    t.same(verdict.lines, [{ level: 'log', text: 'e2e files: 2 passed, 0 failed' }]);
  }
});

t.test('a pass on the rerun is FLAKY: a loud warning outside CI', async (t) => {
  const verdict = e2eVerdict(
    [
      { file: 'e2e/a.test.ts', runs: [true] },
      { file: 'e2e/flaky.test.ts', runs: [false, true] },
    ],
    false,
  );
  t.equal(verdict.exitCode, 0);
  t.same(verdict.flaky, ['e2e/flaky.test.ts']);
  t.match(text(verdict.lines), /FLAKY — e2e\/flaky\.test\.ts: the first run failed/);
  t.ok(verdict.lines.some((line) => line.level === 'warn' && line.text.includes('FLAKY')));
  t.equal(verdict.lines.at(-1)?.text, 'e2e files: 1 passed, 0 failed, 1 flaky');
});

t.test('a pass on the rerun fails the run in CI', async (t) => {
  const verdict = e2eVerdict([{ file: 'e2e/flaky.test.ts', runs: [false, true] }], true);
  t.equal(verdict.exitCode, 1);
  t.ok(
    verdict.lines.some((line) => line.level === 'error' && line.text.includes('FLAKY — e2e/flaky.test.ts')),
  );
  t.match(text(verdict.lines), /CI=true: a flaky journey fails the run/);
});

t.test('a file failing twice fails the run, in CI or not, and is not called flaky', async (t) => {
  for (const ci of [false, true]) {
    const verdict = e2eVerdict(
      [
        { file: 'e2e/a.test.ts', runs: [true] },
        { file: 'e2e/broken.test.ts', runs: [false, false] },
        { file: 'e2e/flaky.test.ts', runs: [false, true] },
      ],
      ci,
    );
    t.equal(verdict.exitCode, 1);
    t.same(verdict.failed, ['e2e/broken.test.ts']);
    t.same(verdict.flaky, ['e2e/flaky.test.ts']);
    t.match(text(verdict.lines), /failed twice: e2e\/broken\.test\.ts/);
    t.notMatch(text(verdict.lines), /FLAKY — e2e\/broken/);
    t.equal(verdict.lines.at(-1)?.text, 'e2e files: 1 passed, 1 failed, 1 flaky');
  }
});

t.test('no journey files: nothing failed', async (t) => {
  t.equal(e2eVerdict([], true).exitCode, 0);
});

import { readFileSync } from 'node:fs';
import t from 'tap';
import { formatStageTimes, TEST_STAGES } from './test-stage-list.ts';

t.test('every stage is an npm script, and npm test runs the stages', async (t) => {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  for (const stage of TEST_STAGES) t.type(scripts[stage], 'string', `package.json has the script ${stage}`);
  t.equal(scripts.test, 'node scripts/test-stages.ts');
});

t.test('the table gives each stage its time and share, a failed one marked, and the total', async (t) => {
  const table = formatStageTimes([
    { stage: 'typecheck', seconds: 30, passed: true },
    { stage: 'test:node', seconds: 270, passed: true },
    { stage: 'test:e2e', seconds: 61, passed: false },
  ]);
  t.match(table, /typecheck\s+0:30\s+8 %\s+passed/);
  t.match(table, /test:node\s+4:30\s+75 %\s+passed/);
  t.match(table, /test:e2e\s+1:01\s+17 %\s+FAILED/);
  t.match(table, /total\s+6:01/);
});

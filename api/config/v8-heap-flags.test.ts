import { spawnSync } from 'node:child_process';
import t from 'tap';
import { CONTENT_API_V8_FLAGS } from './v8-heap-flags.ts';

// setFlagsFromString ignores a flag V8 does not know, silently: the command line does not
const runsWith = (flag: string) => spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' });

t.test('this Node’s V8 knows every flag the content API sets', async (t) => {
  for (const flag of CONTENT_API_V8_FLAGS) {
    const run = runsWith(flag);
    t.equal(run.status, 0, `${flag}: ${run.stderr}`);
  }
  t.not(runsWith('--no-such-v8-flag').status, 0, 'an unknown flag is refused, so the check can fail');
});

import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { loadSessionSecrets } from './session-secret.ts';

t.test('configured secrets win; otherwise one is generated once into DATA_DIR', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-'));
  t.same(loadSessionSecrets(['x'.repeat(32)], dir), ['x'.repeat(32)]);
  const generated = loadSessionSecrets(undefined, join(dir, 'nested'));
  t.equal(generated.length, 1);
  t.ok((generated[0] ?? '').length >= 32);
  const file = join(dir, 'nested', 'session-secret');
  t.equal(readFileSync(file, 'utf8').trim(), generated[0]);
  t.equal(statSync(file).mode & 0o777, 0o600, 'readable by the owner only');
  t.same(loadSessionSecrets(undefined, join(dir, 'nested')), generated, 'the same secret after a restart');
});

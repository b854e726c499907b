/**
 * The password-hashing threads: the same keys as scrypt in the calling thread, any number of jobs
 * on fewer threads, and a process whose only work is a hash waits for its answer (an idle thread
 * never keeps it alive, a busy one does).
 */
import { spawnSync } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { createPasswordHashThreads } from './password-hash-threads.ts';

const OPTIONS = { N: 1024, r: 8, p: 1 };

t.test('keys equal scryptSync, six jobs on two threads', async (t) => {
  const threads = createPasswordHashThreads({ threads: 2 });
  t.teardown(() => threads.close());
  const salts = Array.from({ length: 6 }, (_, i) => Buffer.from(`salt-${i}`));
  const keys = await Promise.all(salts.map((salt) => threads.scrypt('correct horse', salt, 64, OPTIONS)));
  for (const [i, salt] of salts.entries()) t.same(keys[i], scryptSync('correct horse', salt, 64, OPTIONS));
});

t.test('a bad parameter rejects that job and the thread keeps working', async (t) => {
  const threads = createPasswordHashThreads({ threads: 1 });
  t.teardown(() => threads.close());
  await t.rejects(threads.scrypt('x', Buffer.from('s'), 64, { N: 3 }));
  t.same(
    await threads.scrypt('x', Buffer.from('s'), 32, OPTIONS),
    scryptSync('x', Buffer.from('s'), 32, OPTIONS),
  );
});

t.test('a process whose only work is a hash prints it and exits', async (t) => {
  const module = fileURLToPath(new URL('./password-hash-threads.ts', import.meta.url));
  const script = `const { createPasswordHashThreads } = await import(${JSON.stringify(module)});
    const threads = createPasswordHashThreads({ threads: 1 });
    const key = await threads.scrypt('x', Buffer.from('s'), 16, { N: 1024, r: 8, p: 1 });
    console.log(key.toString('hex'));`;
  const file = join(t.testdir(), 'hash-once.mjs');
  writeFileSync(file, script);
  const child = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 20_000 });
  t.equal(child.status, 0, child.stderr);
  t.equal(child.stdout.trim(), scryptSync('x', Buffer.from('s'), 16, OPTIONS).toString('hex'));
});

import t from 'tap';
import { createWorkQueue, QueueFullError } from './work-queue.ts';

t.test('runs at most `concurrency` tasks, queues `maxWaiting`, refuses the rest', async (t) => {
  const queue = createWorkQueue({ concurrency: 2, maxWaiting: 3 });
  let active = 0;
  let peak = 0;
  const gates: (() => void)[] = [];
  const task = () =>
    new Promise<number>((resolve) => {
      active += 1;
      peak = Math.max(peak, active);
      gates.push(() => {
        active -= 1;
        resolve(active);
      });
    });
  const accepted = Array.from({ length: 5 }, () => queue.run(task));
  await t.rejects(queue.run(task), QueueFullError, 'the sixth is refused at once');
  t.equal(queue.running, 2);
  t.equal(queue.waiting, 3);
  while (gates.length > 0 || queue.running > 0) {
    gates.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(accepted);
  t.equal(peak, 2, 'never more than two at once');
  t.equal(queue.running, 0);
  await t.resolves(
    queue.run(async () => 'again'),
    'accepts work once drained',
  );
});

t.test('a failing task frees its slot', async (t) => {
  const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
  await t.rejects(
    queue.run(async () => Promise.reject(new Error('boom'))),
    /boom/,
  );
  t.equal(await queue.run(async () => 7), 7);
});

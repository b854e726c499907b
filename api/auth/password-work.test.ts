/**
 * The password-hashing gate: never more than its concurrency at once, the rest queued in order,
 * and beyond the queue a 503 with Retry-After at once (answered in the error shape by the API's
 * error handler) — a burst of sign-ins waits or is turned away instead of taking every core.
 */
import t from 'tap';
import { HttpError } from '../errors/http-error.ts';
import { createPasswordWorkGate } from './password-work.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

t.test('at most `concurrency` at once, the rest in order, beyond the queue a 503', async (t) => {
  const gate = createPasswordWorkGate({ concurrency: 2, maxWaiting: 3, rest: 0 });
  const releases = Array.from({ length: 5 }, deferred);
  const order: number[] = [];
  let peak = 0;
  const runs = releases.map((release, i) =>
    gate.run(async () => {
      order.push(i);
      peak = Math.max(peak, gate.running);
      await release.promise;
      return i;
    }),
  );
  t.same([gate.running, gate.waiting], [2, 3]);
  const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
  t.ok(refused instanceof HttpError);
  t.equal((refused as HttpError).statusCode, 503);
  t.same((refused as HttpError).headers, { 'retry-after': '2' });
  for (const release of releases) release.resolve();
  t.same(await Promise.all(runs), [0, 1, 2, 3, 4]);
  t.same(order, [0, 1, 2, 3, 4], 'first come, first served');
  t.equal(peak, 2, 'never more than two at once');
  t.same([gate.running, gate.waiting], [0, 0]);
});

t.test('a failing hash frees its slot', async (t) => {
  const gate = createPasswordWorkGate({ concurrency: 1, maxWaiting: 1, rest: 0 });
  await t.rejects(gate.run(() => Promise.reject(new Error('scrypt failed'))));
  t.equal(await gate.run(async () => 'next'), 'next');
  await new Promise((resolve) => setImmediate(resolve)); // the slot is given back after the answer
  t.same([gate.running, gate.waiting], [0, 0]);
});

t.test('a slot rests as long as its hash took, while the caller has its answer at once', async (t) => {
  const gate = createPasswordWorkGate({ concurrency: 1, maxWaiting: 1, rest: 1 });
  const hash = () => new Promise<string>((resolve) => setTimeout(() => resolve('hash'), 40));
  t.equal(await gate.run(hash), 'hash', 'answered when the hash is done');
  t.equal(gate.running, 1, 'the slot still rests');
  const started = performance.now();
  t.equal(await gate.run(async () => 'next'), 'next');
  t.ok(performance.now() - started >= 30, 'the next hash waited for the rest');
  // its own short rest, then the slot is free (polled: a loaded machine runs timers late)
  while (gate.running !== 0) await new Promise((resolve) => setTimeout(resolve, 5));
  t.equal(gate.running, 0);
});

import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { MailQueue, type MailQueueLog } from './mail-queue.ts';
import type { Mail, Mailer } from './mailer.ts';

const resetMail = (n: number): Mail => ({
  kind: 'password-reset',
  to: `user${n}@example.test`,
  siteName: 'Main Street Trucks',
  link: `http://localhost:3000/reset-password?token=secret-token-${n}`,
});

function recordingLog() {
  const lines: string[] = [];
  const log: MailQueueLog = {
    error: (obj: unknown, msg?: string) => void lines.push(`${JSON.stringify(obj)} ${msg ?? ''}`),
    warn: (obj: unknown, msg?: string) => void lines.push(`${JSON.stringify(obj)} ${msg ?? ''}`),
  };
  return { log, lines };
}

t.test('sends in the background with bounded concurrency, then is idle', async (t) => {
  let running = 0;
  let peak = 0;
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      running++;
      peak = Math.max(peak, running);
      await sleep(20);
      running--;
      sent.push(mail);
    },
  };
  const queue = new MailQueue(mailer, recordingLog().log, { concurrency: 2 });
  for (let n = 0; n < 6; n++) t.equal(queue.enqueue(resetMail(n)), true);
  t.equal(sent.length, 0, 'enqueue returns before anything is sent');
  await queue.idle();
  t.equal(sent.length, 6);
  t.equal(peak, 2, 'never more than two sends at once');
  await queue.idle(); // idle when already idle
});

t.test('a failed send is logged without the mail’s secrets and does not stop the queue', async (t) => {
  const { log, lines } = recordingLog();
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      if (mail.to === 'user1@example.test')
        throw Object.assign(new Error('550 rejected'), { code: 'EENVELOPE' });
      sent.push(mail);
    },
  };
  const queue = new MailQueue(mailer, log);
  queue.enqueue(resetMail(1));
  queue.enqueue(resetMail(2));
  await queue.idle();
  t.equal(sent.length, 1);
  t.equal(lines.length, 1);
  t.match(lines[0], /password-reset/);
  t.match(lines[0], /550 rejected/);
  t.notMatch(lines[0], /secret-token/, 'the reset link is not logged');
});

t.test('a deferred mail is prepared after the caller moved on, and may come to nothing', async (t) => {
  const sent: Mail[] = [];
  const queue = new MailQueue({ send: async (mail) => void sent.push(mail) }, recordingLog().log);
  let prepared = 0;
  queue.enqueue(async () => {
    prepared++;
    return undefined;
  });
  queue.enqueue(async () => resetMail(7));
  t.equal(prepared, 0);
  await queue.idle();
  t.equal(prepared, 1);
  t.same(
    sent.map((m) => m.to),
    ['user7@example.test'],
  );
});

t.test('close drains what is queued, then refuses new mail', async (t) => {
  const sent: Mail[] = [];
  const { log, lines } = recordingLog();
  const queue = new MailQueue(
    {
      async send(mail) {
        await sleep(30);
        sent.push(mail);
      },
    },
    log,
    { concurrency: 1 },
  );
  queue.enqueue(resetMail(1));
  queue.enqueue(resetMail(2));
  await queue.close();
  t.equal(sent.length, 2, 'both were sent before close resolved');
  t.equal(queue.enqueue(resetMail(3)), false);
  t.match(lines.join('\n'), /closed/);
});

t.test('a full queue drops new mail with a warning instead of growing without bound', async (t) => {
  const { log, lines } = recordingLog();
  const queue = new MailQueue({ send: () => sleep(10) }, log, { concurrency: 1, maxQueued: 2 });
  const accepted = [1, 2, 3, 4].map((n) => queue.enqueue(resetMail(n)));
  t.same(accepted, [true, true, false, false]);
  t.match(lines.join('\n'), /full/);
  t.notMatch(lines.join('\n'), /secret-token/);
  await queue.idle();
});

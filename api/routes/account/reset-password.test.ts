/**
 * `POST /api/account/reset-password {email}` answers before any mail is sent, so its time does
 * not tell whether the address has an account; the mail still goes out afterwards.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { call, createHarness, EMAILS } from '../../testing/api-test-harness.ts';

t.test('known and unknown addresses answer before a slow mail server has taken the mail', async (t) => {
  const delivered: Mail[] = [];
  let sending = 0;
  // a mail server that takes the mail only when the test lets it: an answer that waited for it
  // would never come, so no clock is needed to tell
  let letMailGo = () => {};
  const mailServerReady = new Promise<void>((resolve) => {
    letMailGo = resolve;
  });
  const slowMailer: Mailer = {
    async send(mail) {
      sending++;
      await mailServerReady;
      sending--;
      delivered.push(mail);
    },
  };
  const { app } = await createHarness(t, { mailer: slowMailer });
  const answered: Record<string, number> = {};
  for (const email of [EMAILS.editor, 'ghost@example.test']) {
    const started = performance.now();
    const res = await call(app, { method: 'POST', url: API.account.resetPassword, payload: { email } });
    answered[email] = performance.now() - started;
    t.same(res, { status: 200, body: { data: {} } }, `${email}: the same answer`);
    t.equal(delivered.length, 0, `${email}: answered while no mail has been delivered yet`);
  }
  t.comment(
    `answer times with a stalled mail server: known ${answered[EMAILS.editor]?.toFixed(1)} ms, unknown ${answered['ghost@example.test']?.toFixed(1)} ms`,
  );
  t.ok(sending <= 1, 'the known address’s mail is being sent (or still queued)');
  letMailGo();

  await app.mailQueue.idle();
  t.equal(delivered.length, 1, 'the mail is delivered afterwards, and only for the known address');
  t.match(delivered[0], { kind: 'password-reset', to: EMAILS.editor, link: /\/reset-password\?token=/ });
});

t.test('a failing mail server changes nothing in the answer', async (t) => {
  const failing: Mailer = {
    async send() {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
  };
  const { app } = await createHarness(t, { mailer: failing });
  const res = await call(app, {
    method: 'POST',
    url: API.account.resetPassword,
    payload: { email: EMAILS.editor },
  });
  t.same(res, { status: 200, body: { data: {} } });
  await app.mailQueue.idle();
});

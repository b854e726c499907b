/**
 * `POST /api/account/reset-password {email}` answers before any mail is sent, so its time does
 * not tell whether the address has an account; the mail still goes out afterwards. A link is
 * checked (`/check`) without being used up.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { issuePasswordSetToken } from '../../accounts/password-resets.ts';
import { hashToken } from '../../auth/refresh-sessions.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { client } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS } from '../../testing/seeded-staff.ts';

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
    const res = await client(app).post(API.account.resetPassword, { email });
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
  const res = await client(app).post(API.account.resetPassword, { email: EMAILS.editor });
  t.same(res, { status: 200, body: { data: {} } });
  await app.mailQueue.idle();
});

t.test(
  'a reset link is checked before its form is shown, without using it up or naming its account',
  async (t) => {
    const { app, db } = await createHarness(t);
    const editor = await app.stores.users.findByEmail(EMAILS.editor);
    if (!editor) throw new Error('no editor');
    const token = await issuePasswordSetToken(app.stores.users, editor);
    const check = (payload: unknown) => client(app).post(API.account.resetPasswordCheck, payload);

    t.same(await check({ token }), { status: 200, body: { data: { usable: true } } }, 'a fresh link works');
    t.same(
      await check({ token }),
      { status: 200, body: { data: { usable: true } } },
      'checking did not use it',
    );
    const set = await client(app).post(API.account.resetPassword, {
      token,
      password: 'a brand new password',
    });
    t.equal(set.status, 200, 'the checked link still sets the password');
    t.same(await check({ token }), { status: 200, body: { data: { usable: false } } }, 'a used link');
    t.same(
      await check({ token: 'made-up-token-of-nobody' }),
      { status: 200, body: { data: { usable: false } } },
      'an unknown link: the same answer as a used one, no account named',
    );

    const expired = await issuePasswordSetToken(app.stores.users, editor);
    await db
      .updateTable('password_resets')
      .set({ expires_at: 1 })
      .where('token_hash', '=', hashToken(expired))
      .execute();
    t.same(
      await check({ token: expired }),
      { status: 200, body: { data: { usable: false } } },
      'an expired link',
    );

    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token, email: EMAILS.editor }]) {
      const refused = await check(payload);
      t.equal(refused.status, 400, `${JSON.stringify(payload).slice(0, 60)}: refused by the schema`);
    }
  },
);

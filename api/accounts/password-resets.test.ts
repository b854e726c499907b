/**
 * Reset mails are limited per account as well as per client address (issue 23): requests from
 * many addresses, each far below its own limit, still mail one account only a few times, and
 * every answer is the one an unknown email gets.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { siteHeaders } from '../testing/api-calls.ts';
import { createHarness } from '../testing/api-test-harness.ts';
import { EMAILS } from '../testing/seeded-staff.ts';
import { RESET_MAILS_PER_ACCOUNT } from './password-resets.ts';

t.test('many addresses asking for one account’s reset get it a few mails, and answer as ever', async (t) => {
  const { app, mails } = await createHarness(t);
  const ask = async (email: string, address: string) => {
    const res = await app.inject({
      method: 'POST',
      url: API.account.resetPassword,
      headers: { ...siteHeaders('localhost'), 'x-real-ip': address },
      payload: { email },
    });
    return { status: res.statusCode, body: res.body };
  };
  const unknown = await ask('ghost@example.test', '198.51.100.250');
  t.equal(unknown.status, 200);

  const answers = [];
  for (let i = 1; i <= 20; i++) answers.push(await ask(EMAILS.editor, `198.51.100.${i}`));
  t.ok(
    answers.every((answer) => answer.status === unknown.status && answer.body === unknown.body),
    'every request answers as one for an unknown email, beyond the limit too',
  );
  t.equal(
    (await ask(EMAILS.admin, '198.51.100.99')).status,
    200,
    'another account of the same site is not held back',
  );
  await app.mailQueue.idle();
  const to = (email: string) => mails.filter((mail) => mail.kind === 'password-reset' && mail.to === email);
  t.equal(
    to(EMAILS.editor).length,
    RESET_MAILS_PER_ACCOUNT,
    `the account gets ${RESET_MAILS_PER_ACCOUNT} mails`,
  );
  t.equal(to(EMAILS.admin).length, 1, 'the other account gets its mail');
  t.ok(RESET_MAILS_PER_ACCOUNT < 20 && RESET_MAILS_PER_ACCOUNT >= 1);
});

/**
 * `POST /api/account` with a new email: a session alone is not enough (a stolen session plus a
 * password reset would keep the account for good). The current password, and the two-factor code
 * where it is on, are asked; the old address is told of the change.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { base32Encode, totpCode } from '../../auth/totp.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS, PASSWORD } from '../../testing/seeded-staff.ts';

const NEW_EMAIL = 'eddie@example.test';

t.test('a new email needs the current password; the old address is told', async (t) => {
  const { app, db, users, mails } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const update = (payload: Record<string, string>) => client(app, token).post(API.account.self, payload);

  const without = await update({ email: NEW_EMAIL });
  t.equal(without.status, 400, 'the session alone cannot change the email');
  t.equal(without.body.statusCode, 400);
  t.ok(without.body.errors.current_password);
  const wrong = await update({ email: NEW_EMAIL, current_password: 'not my password' });
  t.equal(wrong.status, 400);
  t.ok(wrong.body.errors.current_password);
  const unchanged = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', users.editor)
    .executeTakeFirstOrThrow();
  t.equal(unchanged.email, EMAILS.editor, 'nothing changed');

  const renamed = await update({ firstname: 'Eddie', lastname: 'Cook' });
  t.equal(renamed.status, 200, 'the name alone needs no password');
  t.match(renamed.body.data.user, { firstname: 'Eddie', lastname: 'Cook', email: EMAILS.editor });
  const sameEmail = await update({ email: EMAILS.editor.toUpperCase() });
  t.equal(sameEmail.status, 200, 'sending the unchanged email needs no password either');

  const changed = await update({ email: 'Eddie@Example.test', current_password: PASSWORD });
  t.equal(changed.status, 200);
  t.equal(changed.body.data.user.email, NEW_EMAIL);
  await app.mailQueue.idle();
  const notices = mails.filter((m) => m.kind === 'email-changed');
  t.equal(notices.length, 1, 'one notice');
  t.match(notices[0], { to: EMAILS.editor, newEmail: NEW_EMAIL, siteName: 'Main Street Trucks' });
  await login(app, NEW_EMAIL);
});

t.test('with two-factor on, a new email also needs a fresh code', async (t) => {
  const { app, db, users, mails } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const secret = base32Encode(Buffer.from('editor-secret-987654'));
  await db.updateTable('users').set({ totp_secret: secret }).where('id', '=', users.editor).execute();
  const update = (payload: Record<string, string>) => client(app, token).post(API.account.self, payload);

  const noCode = await update({ email: NEW_EMAIL, current_password: PASSWORD });
  t.equal(noCode.status, 400);
  t.ok(noCode.body.errors.code);
  t.notOk(noCode.body.errors.current_password, 'the password was right');
  const neither = await update({ email: NEW_EMAIL });
  t.ok(neither.body.errors.current_password && neither.body.errors.code, 'both fields are named');
  const code = totpCode(secret);
  const badCode = await update({
    email: NEW_EMAIL,
    current_password: PASSWORD,
    code: code === '000000' ? '111111' : '000000',
  });
  t.equal(badCode.status, 400);
  t.ok(badCode.body.errors.code);
  const wrongPassword = await update({ email: NEW_EMAIL, current_password: 'not my password', code });
  t.equal(wrongPassword.status, 400, 'a right code does not make up for a wrong password');
  t.ok(wrongPassword.body.errors.current_password);

  const ok = await update({ email: NEW_EMAIL, current_password: PASSWORD, code });
  t.equal(ok.status, 200, JSON.stringify(ok.body));
  t.equal(ok.body.data.user.email, NEW_EMAIL);
  const replay = await update({ email: 'third@example.test', current_password: PASSWORD, code });
  t.equal(replay.status, 400, 'the same code does not work twice');
  t.ok(replay.body.errors.code);
  await app.mailQueue.idle();
  t.same(
    mails.filter((m) => m.kind === 'email-changed').map((m) => m.to),
    [EMAILS.editor],
  );
});

import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { totpCode } from '../../auth/totp.ts';
import { client, login } from '../../testing/api-calls.ts';
import { signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS, PASSWORD } from '../../testing/seeded-staff.ts';

/** The editor's sign-in with the right password and this second step (a code, a recovery code, or none). */
const editorSignIn = (app: FastifyInstance, secondStep: { code?: string; recovery_code?: string } = {}) =>
  client(app).post(API.auth.login, { email: EMAILS.editor, password: PASSWORD, ...secondStep });

t.test('enrol, confirm, sign in with a code (not twice), disable', async (t) => {
  const { app, token } = await signedIn(t, 'editor');
  const start = await client(app, token).post(API.account.twoFactor);
  t.equal(start.status, 200);
  const secret: string = start.body.data.secret;
  const link = new URL(start.body.data.otpauth_url);
  t.equal(`${link.protocol}//${link.host}`, 'otpauth://totp');
  t.equal(link.searchParams.get('secret'), start.body.data.secret, 'the link carries the new secret');
  t.equal((await client(app, token).get(API.account.self)).body.data.two_factor, false, 'pending is not on');

  const wrong = await client(app, token).post(API.account.twoFactorConfirm, { code: '12345' });
  t.equal(wrong.status, 400);
  t.ok(wrong.body.errors.code);
  // the code of two steps ago is outside the ±1 window
  const stale = totpCode(secret, Date.now() - 90_000);
  const staleRes = await client(app, token).post(API.account.twoFactorConfirm, { code: stale });
  t.equal(staleRes.status, 400);

  const confirmCode = totpCode(secret);
  const confirm = await client(app, token).post(API.account.twoFactorConfirm, { code: confirmCode });
  t.equal(confirm.body.data.enabled, true);
  t.equal(confirm.body.data.recovery_codes.length, 10, 'the recovery codes are shown once, at confirmation');
  t.equal((await client(app, token).get(API.account.self)).body.data.two_factor, true);

  const noCode = await editorSignIn(app);
  t.equal(noCode.status, 401);
  t.ok(noCode.body.errors.code);
  const replay = await editorSignIn(app, { code: confirmCode });
  t.equal(replay.status, 401, 'the code that confirmed enrolment cannot be used again');
  const next = await editorSignIn(app, { code: totpCode(secret, Date.now() + 30_000) });
  t.equal(next.status, 200, 'the next step’s code works (clock drift allowance)');

  const badPassword = await client(app, token).post(API.account.twoFactorDisable, { password: 'nope' });
  t.equal(badPassword.status, 400);
  const passwordOnly = await client(app, token).post(API.account.twoFactorDisable, { password: PASSWORD });
  t.equal(passwordOnly.status, 400, 'turning it off needs a code too');
  t.ok(passwordOnly.body.errors.code);
  const disable = await client(app, token).post(API.account.twoFactorDisable, {
    password: PASSWORD,
    recovery_code: confirm.body.data.recovery_codes[0],
  });
  t.same(disable.body, { data: { enabled: false } });
  await login(app, EMAILS.editor);
});

t.test('confirm without enrolment is refused', async (t) => {
  const { app, token } = await signedIn(t, 'editor');
  const res = await client(app, token).post(API.account.twoFactorConfirm, { code: '123456' });
  t.equal(res.status, 400);
  t.equal((await client(app).post(API.account.twoFactor)).status, 401);
});

t.test('with two-factor on, a new authenticator needs the password and a code', async (t) => {
  const { app, db, users, token } = await signedIn(t, 'editor');
  const secret: string = (await client(app, token).post(API.account.twoFactor)).body.data.secret;
  const confirmed = await client(app, token).post(API.account.twoFactorConfirm, { code: totpCode(secret) });
  const codes: string[] = confirmed.body.data.recovery_codes;
  const start = (payload?: Record<string, string>) => client(app, token).post(API.account.twoFactor, payload);
  const stored = () =>
    db
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', users.editor)
      .executeTakeFirstOrThrow();
  const codesLeft = async () =>
    (await client(app, token).get(API.account.twoFactor)).body.data.recovery_codes_left;

  const sessionOnly = await start();
  t.equal(sessionOnly.status, 400, 'the session alone cannot start a new enrolment');
  t.equal(sessionOnly.body.statusCode, 400, 'in the error shape');
  t.ok(sessionOnly.body.errors.password);
  t.notOk(sessionOnly.body.data, 'no secret is handed out');
  const wrongPassword = await start({ password: 'not my password', recovery_code: codes[0] ?? '' });
  t.equal(wrongPassword.status, 400);
  t.ok(wrongPassword.body.errors.password);
  const passwordOnly = await start({ password: PASSWORD });
  t.equal(passwordOnly.status, 400, 'the password alone is not enough');
  t.ok(passwordOnly.body.errors.code);
  const wrongCode = await start({ password: PASSWORD, code: '12345' });
  t.equal(wrongCode.status, 400);
  t.ok(wrongCode.body.errors.code);
  const wrongRecovery = await start({ password: PASSWORD, recovery_code: 'zzzz-zzzz-zzzz' });
  t.equal(wrongRecovery.status, 400);
  t.ok(wrongRecovery.body.errors.recovery_code);

  t.same(await stored(), { totp_secret: secret, totp_pending_secret: null }, 'nothing changed');
  t.equal(await codesLeft(), 10, 'a recovery code sent with a wrong password is not spent');
  const attackerConfirm = await client(app, token).post(API.account.twoFactorConfirm, { code: '123456' });
  t.equal(attackerConfirm.status, 400, 'there is no pending secret to confirm');
  const oldApp = await editorSignIn(app, { code: totpCode(secret, Date.now() + 30_000) });
  t.equal(oldApp.status, 200, 'the old authenticator still signs in');

  const renewed = await start({ password: PASSWORD, recovery_code: codes[0] ?? '' });
  t.equal(renewed.status, 200, 'the password and a recovery code start a new enrolment');
  const newSecret: string = renewed.body.data.secret;
  t.not(newSecret, secret);
  t.equal(await codesLeft(), 9, 'the recovery code that proved it is spent');
  const reconfirmed = await client(app, token).post(API.account.twoFactorConfirm, {
    code: totpCode(newSecret),
  });
  t.equal(reconfirmed.status, 200);
  t.same(
    await stored(),
    { totp_secret: newSecret, totp_pending_secret: null },
    'the new app replaces the old',
  );
  const oldCode = await editorSignIn(app, { recovery_code: codes[1] ?? '' });
  t.equal(oldCode.status, 401, 'the old recovery codes die with the old app, once the owner chose so');
});

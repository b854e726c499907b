import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { totpCode } from '../../auth/totp.ts';
import { call, createHarness, EMAILS, login, PASSWORD } from '../../testing/api-test-harness.ts';

t.test('enrol, confirm, sign in with a code (not twice), disable', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const start = await call(app, { method: 'POST', url: API.account.twoFactor, token });
  t.equal(start.status, 200);
  const secret: string = start.body.data.secret;
  const link = new URL(start.body.data.otpauth_url);
  t.equal(`${link.protocol}//${link.host}`, 'otpauth://totp');
  t.equal(link.searchParams.get('secret'), start.body.data.secret, 'the link carries the new secret');
  t.equal(
    (await call(app, { method: 'GET', url: API.account.self, token })).body.data.two_factor,
    false,
    'pending is not on',
  );

  const wrong = await call(app, {
    method: 'POST',
    url: API.account.twoFactorConfirm,
    token,
    payload: { code: '12345' },
  });
  t.equal(wrong.status, 400);
  t.ok(wrong.body.errors.code);
  // the code of two steps ago is outside the ±1 window
  const stale = totpCode(secret, Date.now() - 90_000);
  const staleRes = await call(app, {
    method: 'POST',
    url: API.account.twoFactorConfirm,
    token,
    payload: { code: stale },
  });
  t.equal(staleRes.status, 400);

  const confirmCode = totpCode(secret);
  const confirm = await call(app, {
    method: 'POST',
    url: API.account.twoFactorConfirm,
    token,
    payload: { code: confirmCode },
  });
  t.equal(confirm.body.data.enabled, true);
  t.equal(confirm.body.data.recovery_codes.length, 10, 'the recovery codes are shown once, at confirmation');
  t.equal((await call(app, { method: 'GET', url: API.account.self, token })).body.data.two_factor, true);

  const noCode = await call(app, {
    method: 'POST',
    url: API.auth.login,
    payload: { email: EMAILS.editor, password: PASSWORD },
  });
  t.equal(noCode.status, 401);
  t.ok(noCode.body.errors.code);
  const replay = await call(app, {
    method: 'POST',
    url: API.auth.login,
    payload: { email: EMAILS.editor, password: PASSWORD, code: confirmCode },
  });
  t.equal(replay.status, 401, 'the code that confirmed enrolment cannot be used again');
  const next = await call(app, {
    method: 'POST',
    url: API.auth.login,
    payload: { email: EMAILS.editor, password: PASSWORD, code: totpCode(secret, Date.now() + 30_000) },
  });
  t.equal(next.status, 200, 'the next step’s code works (clock drift allowance)');

  const badPassword = await call(app, {
    method: 'POST',
    url: API.account.twoFactorDisable,
    token,
    payload: { password: 'nope' },
  });
  t.equal(badPassword.status, 400);
  const passwordOnly = await call(app, {
    method: 'POST',
    url: API.account.twoFactorDisable,
    token,
    payload: { password: PASSWORD },
  });
  t.equal(passwordOnly.status, 400, 'turning it off needs a code too');
  t.ok(passwordOnly.body.errors.code);
  const disable = await call(app, {
    method: 'POST',
    url: API.account.twoFactorDisable,
    token,
    // every code of the window is spent by now: a recovery code stands in
    payload: { password: PASSWORD, recovery_code: confirm.body.data.recovery_codes[0] },
  });
  t.same(disable.body, { data: { enabled: false } });
  await login(app, EMAILS.editor);
});

t.test('confirm without enrolment is refused', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const res = await call(app, {
    method: 'POST',
    url: API.account.twoFactorConfirm,
    token,
    payload: { code: '123456' },
  });
  t.equal(res.status, 400);
  t.equal((await call(app, { method: 'POST', url: API.account.twoFactor })).status, 401);
});

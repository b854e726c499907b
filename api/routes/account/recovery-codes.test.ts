/**
 * Two-factor recovery codes on real SQLite: ten shown at confirmation, each signs in once in place
 * of a code, regenerating (password needed) makes the old ones stop working, and two parallel
 * uses of one code let exactly one through.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { totpCode } from '../../auth/totp.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness, type Harness, signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS, PASSWORD } from '../../testing/seeded-staff.ts';

/** Turns two-factor on for the editor; answers its secret, recovery codes and session token. */
async function editorWithTwoFactor(app: Harness['app']) {
  const { access_token: token } = await login(app, EMAILS.editor);
  const start = await client(app, token).post(API.account.twoFactor);
  const secret: string = start.body.data.secret;
  const confirm = await client(app, token).post(API.account.twoFactorConfirm, { code: totpCode(secret) });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return { token, secret, codes: confirm.body.data.recovery_codes as string[] };
}

const signIn = (app: Harness['app'], proof: Record<string, string>) =>
  client(app).post(API.auth.login, { email: EMAILS.editor, password: PASSWORD, ...proof });

t.test('ten different codes, stored hashed, each signs in once', async (t) => {
  const { app, db, users } = await createHarness(t);
  const { token, codes } = await editorWithTwoFactor(app);
  t.equal(codes.length, 10);
  t.equal(new Set(codes).size, 10, 'all different');
  for (const code of codes) t.match(code, /^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
  const stored = await db
    .selectFrom('recovery_codes')
    .selectAll()
    .where('user_id', '=', users.editor)
    .execute();
  t.equal(stored.length, 10);
  for (const row of stored) t.notOk(codes.some((code) => row.code_hash.includes(code.replace(/-/g, ''))));

  const status = await client(app, token).get(API.account.twoFactor);
  t.same(status.body, { data: { enabled: true, required: false, recovery_codes_left: 10 } });

  const first = codes[0] ?? '';
  const used = await signIn(app, { recovery_code: first.toUpperCase().replace(/-/g, ' ') });
  t.equal(used.status, 200, 'a recovery code signs in in place of a code (case and spacing forgiven)');
  t.ok(used.body.data.access_token);
  const again = await signIn(app, { recovery_code: first });
  t.equal(again.status, 401, 'the same code does not work twice');
  t.ok(again.body.errors.recovery_code);
  t.notOk(again.body.errors.email);
  const made_up = await signIn(app, { recovery_code: 'zzzz-zzzz-zzzz' });
  t.equal(made_up.status, 401);
  t.ok(made_up.body.errors.recovery_code);
  const garbage = await signIn(app, { recovery_code: 'not a code at all' });
  t.equal(garbage.status, 401);

  const left = await client(app, token).get(API.account.twoFactor);
  t.equal(left.body.data.recovery_codes_left, 9, 'one code is spent');

  const otherUsersCode = await client(app).post(API.auth.login, {
    email: EMAILS.admin,
    password: PASSWORD,
    recovery_code: codes[1],
  });
  t.equal(otherUsersCode.status, 200, 'without two-factor the admin needs no code (and spends none)');
  t.equal((await signIn(app, { recovery_code: codes[1] ?? '' })).status, 200, 'still the editor’s to use');
});

t.test('regenerating needs the password and retires every old code', async (t) => {
  const { app } = await createHarness(t);
  const { token, codes } = await editorWithTwoFactor(app);
  const regenerate = (password: string) =>
    client(app, token).post(API.account.twoFactorRecoveryCodes, { password });

  const wrong = await regenerate('not my password');
  t.equal(wrong.status, 400);
  t.ok(wrong.body.errors.password);
  t.equal(
    (await signIn(app, { recovery_code: codes[0] ?? '' })).status,
    200,
    'a wrong password changes nothing',
  );

  const fresh = await regenerate(PASSWORD);
  t.equal(fresh.status, 200);
  const next: string[] = fresh.body.data.recovery_codes;
  t.equal(next.length, 10);
  t.notOk(
    next.some((code) => codes.includes(code)),
    'all new',
  );
  const old = await signIn(app, { recovery_code: codes[1] ?? '' });
  t.equal(old.status, 401, 'an old unused code stops working');
  t.ok(old.body.errors.recovery_code);
  t.equal((await signIn(app, { recovery_code: next[0] ?? '' })).status, 200, 'a new one works');
  const left = await client(app, token).get(API.account.twoFactor);
  t.equal(left.body.data.recovery_codes_left, 9);
  t.equal((await client(app).post(API.account.twoFactorRecoveryCodes, { password: PASSWORD })).status, 401);
});

t.test('without two-factor there are no codes to make', async (t) => {
  const { app, token } = await signedIn(t, 'editor');
  const res = await client(app, token).post(API.account.twoFactorRecoveryCodes, { password: PASSWORD });
  t.equal(res.status, 400);
  const status = await client(app, token).get(API.account.twoFactor);
  t.same(status.body, { data: { enabled: false, required: false, recovery_codes_left: 0 } });
});

t.test('two parallel sign-ins with one code: exactly one gets in', async (t) => {
  const { app } = await createHarness(t);
  const { codes } = await editorWithTwoFactor(app);
  const code = codes[2] ?? '';
  const answers = await Promise.all([
    signIn(app, { recovery_code: code }),
    signIn(app, { recovery_code: code }),
  ]);
  t.same(answers.map((a) => a.status).sort(), [200, 401]);
});

t.test('turning two-factor off with a recovery code removes the codes', async (t) => {
  const { app, db, users } = await createHarness(t);
  const { token, codes } = await editorWithTwoFactor(app);
  const wrong = await client(app, token).post(API.account.twoFactorDisable, {
    password: PASSWORD,
    recovery_code: 'zzzz-zzzz-zzzz',
  });
  t.equal(wrong.status, 400);
  t.ok(wrong.body.errors.recovery_code);
  const off = await client(app, token).post(API.account.twoFactorDisable, {
    password: PASSWORD,
    recovery_code: codes[3],
  });
  t.same(off.body, { data: { enabled: false } });
  const left = await db
    .selectFrom('recovery_codes')
    .select('code_hash')
    .where('user_id', '=', users.editor)
    .execute();
  t.equal(left.length, 0);
  await login(app, EMAILS.editor);
});

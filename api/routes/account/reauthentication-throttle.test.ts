/**
 * The password asked again inside a session is throttled like sign-in (api/auth/login-throttle.ts,
 * `beginReauthentication`): a stolen session guessing the password on the password or email
 * change, new recovery codes, turning two-factor off or enrolling anew gets PAIR_LIMIT checks per
 * window, then 429 with `Retry-After` — the right password too — until the failures age out; a
 * success forgets them; strangers failing to sign in do not count.
 */
import type { Kysely } from 'kysely';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { LOGIN_WINDOW_SECONDS, PAIR_LIMIT } from '../../auth/login-throttle.ts';
import { totpCode } from '../../auth/totp.ts';
import type { Database } from '../../db/tables.ts';
import { client, login } from '../../testing/api-calls.ts';
import { type Harness, signedIn } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS, PASSWORD } from '../../testing/seeded-staff.ts';

const GUESSES = 30;

/** Time passes for the throttle: every recorded attempt becomes `seconds` older. */
async function letTimePass(db: Kysely<Database>, seconds: number) {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ attempted_at: eb('attempted_at', '-', seconds) }))
    .execute();
}

/** Turns two-factor on for the editor; answers its recovery codes. */
async function turnTwoFactorOn(app: Harness['app'], token: string): Promise<string[]> {
  const start = await client(app, token).post(API.account.twoFactor);
  const confirm = await client(app, token).post(API.account.twoFactorConfirm, {
    code: totpCode(start.body.data.secret),
  });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return confirm.body.data.recovery_codes;
}

interface Check {
  name: string;
  url: string;
  twoFactor: boolean;
  /** the body with this password (and, with two-factor on, an unused recovery code) */
  payload(password: string, recoveryCode: string): Record<string, string>;
}

const CHECKS: Check[] = [
  {
    name: 'change-password',
    url: API.account.changePassword,
    twoFactor: false,
    payload: (password) => ({ password, new_password: 'a brand new passphrase' }),
  },
  {
    name: 'the email change',
    url: API.account.self,
    twoFactor: false,
    payload: (password) => ({ email: 'eddie@example.test', current_password: password }),
  },
  {
    name: 'new recovery codes',
    url: API.account.twoFactorRecoveryCodes,
    twoFactor: true,
    payload: (password) => ({ password }),
  },
  {
    name: 'turning two-factor off',
    url: API.account.twoFactorDisable,
    twoFactor: true,
    payload: (password, recoveryCode) => ({ password, recovery_code: recoveryCode }),
  },
  {
    name: 'a new two-factor enrolment',
    url: API.account.twoFactor,
    twoFactor: true,
    payload: (password, recoveryCode) => ({ password, recovery_code: recoveryCode }),
  },
];

for (const check of CHECKS) {
  t.test(`${GUESSES} wrong passwords to ${check.name}, then the right one waits`, async (t) => {
    const { app, db, token } = await signedIn(t, 'editor');
    const codes = check.twoFactor ? await turnTwoFactorOn(app, token) : [];
    const send = (password: string, recoveryCode = '') =>
      app.inject({
        method: 'POST',
        url: check.url,
        headers: { 'x-forwarded-for': HOSTS.main, authorization: `Bearer ${token}` },
        payload: check.payload(password, recoveryCode),
      });

    const statuses: number[] = [];
    for (let i = 0; i < GUESSES; i++) statuses.push((await send(`guess number ${i}`)).statusCode);
    t.same(statuses.slice(0, PAIR_LIMIT), Array(PAIR_LIMIT).fill(400), 'the first guesses are checked');
    t.same(statuses.slice(PAIR_LIMIT), Array(GUESSES - PAIR_LIMIT).fill(429), 'the rest are refused');

    const right = await send(PASSWORD, codes[0]);
    t.equal(right.statusCode, 429, 'the right password waits too');
    t.equal(right.json().statusCode, 429, 'in the error shape');
    const wait = Number(right.headers['retry-after']);
    t.ok(wait > 0 && wait <= LOGIN_WINDOW_SECONDS + 1, 'with the seconds to wait');
    if (check.twoFactor) {
      const status = await client(app, token).get(API.account.twoFactor);
      t.same(
        status.body.data,
        { enabled: true, required: false, recovery_codes_left: 10 },
        'nothing changed',
      );
    }

    await letTimePass(db, LOGIN_WINDOW_SECONDS);
    const later = await send(PASSWORD, codes[0]);
    t.equal(later.statusCode, 200, `once the window has passed: ${later.body}`);
  });
}

t.test('a success forgets the failures; sign-in failures and other accounts do not count', async (t) => {
  const { app, token } = await signedIn(t, 'editor');
  const { access_token: admin } = await login(app, EMAILS.admin);
  const changePassword = (password: string, newPassword = 'a brand new passphrase') =>
    client(app, token).post(API.account.changePassword, { password, new_password: newPassword });

  for (let i = 0; i < PAIR_LIMIT - 1; i++) t.equal((await changePassword(`guess ${i}`)).status, 400);
  t.equal(
    (await changePassword(PASSWORD, 'second passphrase')).status,
    200,
    'the right one within the limit',
  );
  for (let i = 0; i < PAIR_LIMIT - 1; i++)
    t.equal((await changePassword(`guess again ${i}`)).status, 400, 'counted afresh');

  for (let i = 0; i < PAIR_LIMIT * 2; i++)
    await client(app).post(API.auth.login, { email: EMAILS.editor, password: `x${i}` });
  t.equal(
    (await changePassword('second passphrase', 'third passphrase')).status,
    200,
    'strangers failing to sign in do not hold the session’s check back',
  );

  for (let i = 0; i < PAIR_LIMIT; i++) await changePassword(`guess more ${i}`);
  t.equal((await changePassword('third passphrase')).status, 429);
  const other = await client(app, admin).post(API.account.changePassword, {
    password: PASSWORD,
    new_password: 'the admin’s new one',
  });
  t.equal(other.status, 200, 'per account: another account is not held back');
});

t.test('guesses sent all at once do not slip under the limit', async (t) => {
  const { app, token } = await signedIn(t, 'editor');
  const answers = await Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      client(app, token).post(API.account.twoFactorRecoveryCodes, { password: `parallel guess ${i}` }),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  t.equal(statuses.filter((s) => s === 400).length, PAIR_LIMIT, 'the limit’s checks, no more');
  t.equal(statuses.filter((s) => s === 429).length, GUESSES - PAIR_LIMIT);
});

/**
 * Login throttling as an attacker and an owner meet it (docs/decisions/005): failures from one
 * address cannot lock the owner out of a clean address, the attacker's own address is held
 * back, the per-address limit still spans accounts, and a spike of failures mails the owner once.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { ADDRESS_LIMIT, BACKOFF_MAX_SECONDS, backoffSeconds, PAIR_LIMIT } from '../../auth/login-throttle.ts';
import { base32Encode, totpCode } from '../../auth/totp.ts';
import type { Database } from '../../db/tables.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS, PASSWORD } from '../../testing/seeded-staff.ts';

const ATTACKER = '203.0.113.66';
const OWNER_HOME = '198.51.100.7';

function attemptFrom(app: FastifyInstance, address: string, payload: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: API.auth.login,
    headers: { 'x-forwarded-for': HOSTS.main, 'x-real-ip': address },
    payload,
  });
}

/** Time passes for the throttle: every recorded attempt becomes `seconds` older. */
async function letTimePass(db: Kysely<Database>, seconds: number) {
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ attempted_at: eb('attempted_at', '-', seconds) }))
    .execute();
}

for (const twoFactor of [false, true]) {
  t.test(
    `50 failures from one address do not lock the owner out (two-factor ${twoFactor ? 'on' : 'off'})`,
    async (t) => {
      const { app, db, users, mails } = await createHarness(t);
      const secret = base32Encode(Buffer.from('owner-secret-0123456'));
      if (twoFactor)
        await db.updateTable('users').set({ totp_secret: secret }).where('id', '=', users.owner).execute();

      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) {
        const res = await attemptFrom(app, ATTACKER, { email: EMAILS.owner, password: `guess number ${i}` });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          const wait = Number(res.headers['retry-after']);
          t.ok(wait >= 1, `refusal ${i} says how long to wait`);
          // the attacker waits as told while the backoff is short, then gives up on its address
          if (wait <= BACKOFF_MAX_SECONDS + 1) await letTimePass(db, wait);
        }
      }
      t.equal(statuses.filter((s) => s === 401).length, PAIR_LIMIT, 'the attacker’s address gets its checks');
      t.equal(statuses.filter((s) => s === 429).length, 50 - PAIR_LIMIT, 'and is refused the rest');

      const passwordOnly = await attemptFrom(app, OWNER_HOME, { email: EMAILS.owner, password: PASSWORD });
      if (twoFactor) {
        t.equal(passwordOnly.statusCode, 401, 'the owner is asked for the code');
        t.ok(passwordOnly.json().errors.code);
        const signedIn = await attemptFrom(app, OWNER_HOME, {
          email: EMAILS.owner,
          password: PASSWORD,
          code: totpCode(secret),
        });
        t.equal(signedIn.statusCode, 200, 'the owner signs in from a clean address with password and code');
        t.type(signedIn.json().data.access_token, 'string');
      } else {
        t.equal(passwordOnly.statusCode, 200, 'the owner signs in from a clean address');
        t.type(passwordOnly.json().data.access_token, 'string');
      }

      const attackerAgain = await attemptFrom(app, ATTACKER, { email: EMAILS.owner, password: PASSWORD });
      t.equal(attackerAgain.statusCode, 429, 'the attacker’s address stays throttled for this account');
      t.ok(Number(attackerAgain.headers['retry-after']) > BACKOFF_MAX_SECONDS, 'until its failures age out');
      t.equal(attackerAgain.json().statusCode, 429, 'in the error shape');
      const otherAccount = await attemptFrom(app, ATTACKER, { email: EMAILS.editor, password: PASSWORD });
      t.equal(otherAccount.statusCode, 200, 'the lock is per (account, address), not per address');

      // more failures from fresh addresses within the window: still one mail
      for (let i = 0; i < 5; i++)
        await attemptFrom(app, `192.0.2.${i + 1}`, { email: EMAILS.owner, password: 'yet another guess' });
      await app.mailQueue.idle();
      const alerts = mails.filter((m) => m.kind === 'login-failures');
      t.equal(alerts.length, 1, 'one spike mail per window');
      t.match(alerts[0], { to: EMAILS.owner, siteName: 'Main Street Trucks', failures: Number });
      t.ok(Number((alerts[0] as { failures?: number }).failures) >= 10, 'it says how many failures');
    },
  );
}

t.test('the address limit still spans accounts, with a Retry-After', async (t) => {
  const { app } = await createHarness(t);
  for (let i = 0; i < ADDRESS_LIMIT; i++) {
    const res = await attemptFrom(app, ATTACKER, { email: `nobody${i}@example.test`, password: 'wrong' });
    t.equal(res.statusCode, 401);
  }
  const blocked = await attemptFrom(app, ATTACKER, { email: EMAILS.admin, password: PASSWORD });
  t.equal(blocked.statusCode, 429, 'the right password of another account from that address');
  t.ok(Number(blocked.headers['retry-after']) > 0);
  const elsewhere = await attemptFrom(app, OWNER_HOME, { email: EMAILS.admin, password: PASSWORD });
  t.equal(elsewhere.statusCode, 200);
});

t.test('the backoff holds back only addresses that failed on the account', async (t) => {
  const { app, mails } = await createHarness(t);
  for (let i = 0; i < 5; i++) await attemptFrom(app, ATTACKER, { email: EMAILS.admin, password: 'wrong' });
  const held = await attemptFrom(app, ATTACKER, { email: EMAILS.admin, password: 'wrong' });
  t.equal(held.statusCode, 429, 'the failing address waits');
  t.ok(Number(held.headers['retry-after']) >= 1);
  t.match(held.json().message, /try again in/);
  const clean = await attemptFrom(app, OWNER_HOME, { email: EMAILS.admin, password: 'still wrong' });
  t.equal(clean.statusCode, 401, 'a clean address is checked (and fails here)');
  await app.mailQueue.idle();
  t.equal(mails.filter((m) => m.kind === 'login-failures').length, 0, 'six failures are no spike');
});

t.test('parallel failures from many fresh addresses are all counted, and mailed once', async (t) => {
  const { app, db, mails } = await createHarness(t);
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      attemptFrom(app, `192.0.2.${i + 1}`, { email: EMAILS.admin, password: `guess ${i}` }),
    ),
  );
  t.same(new Set(answers.map((a) => a.statusCode)), new Set([401]), 'fresh addresses are checked');
  const recorded = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope_key', '=', `account:${EMAILS.admin}`)
    .executeTakeFirstOrThrow();
  t.equal(Number(recorded.n), 24, 'every failure counts against the account');
  await app.mailQueue.idle();
  t.equal(mails.filter((m) => m.kind === 'login-failures').length, 1, 'one mail, however parallel');
});

t.test('the backoff doubles from one second up to its cap', async (t) => {
  t.same([0, 4, 5, 6, 7, 8, 9, 10, 50].map(backoffSeconds), [
    0,
    0,
    1,
    2,
    4,
    8,
    16,
    BACKOFF_MAX_SECONDS,
    BACKOFF_MAX_SECONDS,
  ]);
});

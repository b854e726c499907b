/**
 * Login throttling after OWASP's advice against brute force: no hard lock of an account that
 * anyone could trigger, but limits that hold the guesser back and leave the owner a way in
 * (docs/decisions/005). Kept in the database so every API replica sees the same counts; within
 * LOGIN_WINDOW_SECONDS a client address may fail
 * - ADDRESS_LIMIT times across all accounts, and
 * - PAIR_LIMIT times on one account (the (account, address) pair);
 * and each account has a global exponential backoff: once it has BACKOFF_AFTER failures, an
 * address that has already failed on it must wait backoffSeconds(failures) after the account's
 * last failure. An address with no failure on the account is never held back by the backoff,
 * so the owner signing in from a clean address passes with the right password (and code)
 * whatever an attacker does from elsewhere. Every refusal is a 429 telling the seconds to wait.
 * Signing in forgets the failures of its (account, address) pair, not the account's: an
 * attacker's backoff does not restart when the owner signs in.
 *
 * The password (and code) asked again inside a session — changing the password or the email,
 * new recovery codes, turning two-factor off or enrolling anew — is counted the same way, in a
 * scope of its own per account (`beginReauthentication`): only the session's holder can fail
 * there, so PAIR_LIMIT failures in the window hold the account's checks back until the oldest
 * ages out, whatever the address; strangers failing to sign in do not count against it.
 */
import { nowSeconds } from '../db/timestamps.ts';
import type { LoginStore, RecentAttempts } from './login-store.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ADDRESS_LIMIT = 20;
export const PAIR_LIMIT = 10;
export const BACKOFF_AFTER = 5;
export const BACKOFF_BASE_SECONDS = 1;
export const BACKOFF_MAX_SECONDS = 30;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;
const pairKey = (email: string, address: string) => `pair:${JSON.stringify([email, address])}`;
/** by id, not email: changing the email (itself checked here) must not restart the count */
const reauthenticationKey = (userId: number) => `reauthentication:${userId}`;

/** The account-wide wait after `failures` failures in the window: 0, then 1 s doubling to the cap. */
export function backoffSeconds(failures: number): number {
  if (failures < BACKOFF_AFTER) return 0;
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** (failures - BACKOFF_AFTER));
}

/** Seconds until the oldest of a full scope's attempts leaves the window. */
const untilWindowFrees = (recent: RecentAttempts, now: number) =>
  recent.oldest + LOGIN_WINDOW_SECONDS - now + 1;

/** Seconds this attempt must wait, or 0 when it may be checked. */
function waitSeconds(
  counts: { account: RecentAttempts; address: RecentAttempts; pair: RecentAttempts },
  now: number,
): number {
  const waits = [0];
  if (counts.address.count >= ADDRESS_LIMIT) waits.push(untilWindowFrees(counts.address, now));
  if (counts.pair.count >= PAIR_LIMIT) waits.push(untilWindowFrees(counts.pair, now));
  const backoff = backoffSeconds(counts.account.count);
  // timestamps are whole seconds: waiting until the end of second `newest + backoff` waits at
  // least `backoff` seconds
  if (counts.pair.count > 0 && backoff > 0 && now <= counts.account.newest + backoff)
    waits.push(counts.account.newest + backoff - now + 1);
  return Math.max(...waits);
}

export type LoginAttempt =
  | { throttled: true; retryAfterSeconds: number }
  | {
      throttled: false;
      /** the attempt does not count (right password, second step still to come) */
      release(): Promise<void>;
      /** signed in: the attempt and the earlier failures of this (account, address) are forgotten */
      succeeded(): Promise<void>;
    };

/**
 * Counts an attempt before its password is checked, in one transaction with the limit checks,
 * so parallel attempts cannot all slip under a limit while their hashes are being computed.
 * The attempt stays recorded (a failure) unless `release()` or `succeeded()` is called;
 * `succeeded()` also forgets the earlier failures of the scope `forgetOnSuccess`.
 */
async function beginCountedAttempt<Scope extends string>(
  logins: LoginStore,
  scopes: Record<Scope, string>,
  waitFor: (counts: Record<Scope, RecentAttempts>, now: number) => number,
  forgetOnSuccess: string,
): Promise<LoginAttempt> {
  const now = nowSeconds();
  const since = now - LOGIN_WINDOW_SECONDS;
  const entries = Object.entries(scopes) as [Scope, string][];
  const keys = entries.map(([, key]) => key);
  const outcome = await logins.inTransaction(async (trx): Promise<{ wait: number } | { ids: number[] }> => {
    await trx.lockScopes(keys);
    const counts = {} as Record<Scope, RecentAttempts>;
    for (const [scope, key] of entries) counts[scope] = await trx.recentAttempts(key, since);
    const wait = waitFor(counts, now);
    if (wait > 0) return { wait };
    return { ids: await trx.recordAttempts(keys, now) };
  });
  if (!('ids' in outcome)) return { throttled: true, retryAfterSeconds: outcome.wait };
  const { ids } = outcome;
  const release = async () => {
    await logins.forgetAttempts(ids);
  };
  return {
    throttled: false,
    release,
    async succeeded() {
      await release();
      await logins.forgetAttemptsOfScope(forgetOnSuccess);
    },
  };
}

/** A sign-in attempt, counted per account, per address and per (account, address). */
export function beginLoginAttempt(logins: LoginStore, email: string, address: string): Promise<LoginAttempt> {
  return beginCountedAttempt(
    logins,
    { account: accountKey(email), address: addressKey(address), pair: pairKey(email, address) },
    waitSeconds,
    pairKey(email, address),
  );
}

/**
 * A password (and code) asked again of a signed-in user: once the account has PAIR_LIMIT
 * failures in the window, every check — the right password's too — waits until the oldest
 * leaves it; `succeeded()` forgets the account's failures, as signing in forgets its pair's.
 */
export function beginReauthentication(logins: LoginStore, userId: number): Promise<LoginAttempt> {
  const key = reauthenticationKey(userId);
  return beginCountedAttempt(
    logins,
    { account: key },
    ({ account }, now) => (account.count >= PAIR_LIMIT ? untilWindowFrees(account, now) : 0),
    key,
  );
}

/** Failed (or still running) sign-in attempts on the account within the window. */
export async function recentAccountFailures(logins: LoginStore, email: string): Promise<number> {
  return (await logins.recentAttempts(accountKey(email), nowSeconds() - LOGIN_WINDOW_SECONDS)).count;
}

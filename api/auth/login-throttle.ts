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
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { nowSeconds } from '../db/timestamps.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ADDRESS_LIMIT = 20;
export const PAIR_LIMIT = 10;
export const BACKOFF_AFTER = 5;
export const BACKOFF_BASE_SECONDS = 1;
export const BACKOFF_MAX_SECONDS = 30;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;
const pairKey = (email: string, address: string) => `pair:${JSON.stringify([email, address])}`;

/** The account-wide wait after `failures` failures in the window: 0, then 1 s doubling to the cap. */
export function backoffSeconds(failures: number): number {
  if (failures < BACKOFF_AFTER) return 0;
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** (failures - BACKOFF_AFTER));
}

interface Recent {
  count: number;
  oldest: number;
  newest: number;
}

/** Attempts of one scope within the window: recorded failures and attempts still being checked. */
async function recentOf(db: Kysely<Database>, key: string, since: number): Promise<Recent> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<number>('attempted_at').as('oldest'),
      eb.fn.max<number>('attempted_at').as('newest'),
    ])
    .where('scope_key', '=', key)
    .where('attempted_at', '>', since)
    .executeTakeFirst();
  return {
    count: Number(row?.count ?? 0),
    oldest: Number(row?.oldest ?? 0),
    newest: Number(row?.newest ?? 0),
  };
}

/** Seconds until the oldest of a full scope's attempts leaves the window. */
const untilWindowFrees = (recent: Recent, now: number) => recent.oldest + LOGIN_WINDOW_SECONDS - now + 1;

/** Seconds this attempt must wait, or 0 when it may be checked. */
function waitSeconds(counts: { account: Recent; address: Recent; pair: Recent }, now: number): number {
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
 * The attempt stays recorded (a failure) unless `release()` or `succeeded()` is called.
 */
export async function beginLoginAttempt(
  db: Kysely<Database>,
  email: string,
  address: string,
): Promise<LoginAttempt> {
  const now = nowSeconds();
  const since = now - LOGIN_WINDOW_SECONDS;
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<{ wait: number } | { ids: number[] }> => {
      const counts = {
        account: await recentOf(trx, accountKey(email), since),
        address: await recentOf(trx, addressKey(address), since),
        pair: await recentOf(trx, pairKey(email, address), since),
      };
      const wait = waitSeconds(counts, now);
      if (wait > 0) return { wait };
      const inserted = await trx
        .insertInto('login_attempts')
        .values(
          [accountKey(email), addressKey(address), pairKey(email, address)].map((key) => ({
            scope_key: key,
            attempted_at: now,
          })),
        )
        .returning('id')
        .execute();
      return { ids: inserted.map((row) => row.id) };
    });
  if (!('ids' in outcome)) return { throttled: true, retryAfterSeconds: outcome.wait };
  const { ids } = outcome;
  const release = async () => {
    await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
  };
  return {
    throttled: false,
    release,
    async succeeded() {
      await release();
      await db.deleteFrom('login_attempts').where('scope_key', '=', pairKey(email, address)).execute();
    },
  };
}

/** Failed (or still running) sign-in attempts on the account within the window. */
export async function recentAccountFailures(db: Kysely<Database>, email: string): Promise<number> {
  return (await recentOf(db, accountKey(email), nowSeconds() - LOGIN_WINDOW_SECONDS)).count;
}

/**
 * Login rate limit, kept in the database so every API replica sees the same counts: at most
 * ACCOUNT_LIMIT failed attempts per email and ADDRESS_LIMIT per client address within WINDOW.
 * A successful login clears the account's count.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { nowSeconds } from '../db/timestamps.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (address: string) => `address:${address}`;

async function failuresOf(db: Kysely<Database>, key: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('scope_key', '=', key)
    .where('attempted_at', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function isLoginThrottled(
  db: Kysely<Database>,
  email: string,
  address: string,
): Promise<boolean> {
  const since = nowSeconds() - LOGIN_WINDOW_SECONDS;
  const [account, fromAddress] = await Promise.all([
    failuresOf(db, accountKey(email), since),
    failuresOf(db, addressKey(address), since),
  ]);
  return account >= ACCOUNT_LIMIT || fromAddress >= ADDRESS_LIMIT;
}

export async function recordLoginFailure(
  db: Kysely<Database>,
  email: string,
  address: string,
): Promise<void> {
  const now = nowSeconds();
  await db
    .insertInto('login_attempts')
    .values([
      { scope_key: accountKey(email), attempted_at: now },
      { scope_key: addressKey(address), attempted_at: now },
    ])
    .execute();
  await db
    .deleteFrom('login_attempts')
    .where('attempted_at', '<=', now - LOGIN_WINDOW_SECONDS)
    .execute();
}

export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('scope_key', '=', accountKey(email)).execute();
}

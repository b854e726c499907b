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

export type LoginAttempt =
  | { throttled: true }
  | {
      throttled: false;
      /** the attempt does not count (right password, second step still to come) */
      release(): Promise<void>;
      /** signed in: the attempt and the account's earlier failures are forgotten */
      succeeded(): Promise<void>;
    };

/**
 * Counts an attempt before its password is checked, in one transaction with the limit check,
 * so parallel attempts cannot all slip under the limit while their hashes are being computed.
 * The attempt stays recorded (a failure) unless `release()` or `succeeded()` is called.
 */
export async function beginLoginAttempt(
  db: Kysely<Database>,
  email: string,
  address: string,
): Promise<LoginAttempt> {
  const now = nowSeconds();
  const since = now - LOGIN_WINDOW_SECONDS;
  const ids = await db.transaction().execute(async (trx) => {
    const [account, fromAddress] = [
      await failuresOf(trx, accountKey(email), since),
      await failuresOf(trx, addressKey(address), since),
    ];
    if (account >= ACCOUNT_LIMIT || fromAddress >= ADDRESS_LIMIT) return undefined;
    const inserted = await trx
      .insertInto('login_attempts')
      .values([
        { scope_key: accountKey(email), attempted_at: now },
        { scope_key: addressKey(address), attempted_at: now },
      ])
      .returning('id')
      .execute();
    return inserted.map((row) => row.id);
  });
  if (!ids) return { throttled: true };
  const release = async () => {
    await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
  };
  return {
    throttled: false,
    release,
    async succeeded() {
      await release();
      await clearAccountFailures(db, email);
    },
  };
}

export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('scope_key', '=', accountKey(email)).execute();
}

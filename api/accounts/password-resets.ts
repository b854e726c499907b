/**
 * One-time password-reset tokens: random, stored as sha256, valid one hour, used once. A request
 * for an unknown email does the same work (a token made, one write statement on the table), so
 * its timing does not tell the two apart.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../auth/refresh-sessions.ts';
import type { Database } from '../db/tables.ts';
import { nowSeconds } from '../db/timestamps.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface ResetRequest {
  /** the account's own (stored) email, where the link goes */
  email: string;
  token: string;
}

/** A new token for the account of this (normalised) email, or undefined when there is none. */
export async function requestResetToken(
  db: Kysely<Database>,
  email: string,
): Promise<ResetRequest | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  if (!user) {
    // the same shape of work as below: one write statement on the table, here touching no row
    await db.deleteFrom('password_resets').where('token_hash', '=', tokenHash).execute();
    return undefined;
  }
  await db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash, user_id: user.id, expires_at: nowSeconds() + RESET_TOKEN_TTL_SECONDS })
    .execute();
  return { email: user.email, token };
}

/** Marks the token used and returns its user id, or undefined when unknown, used or expired. */
export async function consumeResetToken(db: Kysely<Database>, token: string): Promise<number | undefined> {
  const now = nowSeconds();
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return result?.user_id;
}

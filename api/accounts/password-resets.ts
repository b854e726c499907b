/**
 * One-time password-reset tokens: random, stored as sha256, valid one hour, used once.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../auth/refresh-sessions.ts';
import type { Database } from '../db/tables.ts';
import { nowSeconds } from '../db/timestamps.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export async function createResetToken(db: Kysely<Database>, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_resets')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: nowSeconds() + RESET_TOKEN_TTL_SECONDS,
    })
    .execute();
  return token;
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

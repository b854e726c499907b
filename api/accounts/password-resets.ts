/**
 * One-time password-reset tokens: random, stored as sha256, valid one hour, used once. A request
 * for an unknown email does the same work (a token made, one write statement on the table), so
 * its timing does not tell the two apart.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/refresh-sessions.ts';
import { nowSeconds } from '../db/timestamps.ts';
import type { UserStore } from './user-store.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface ResetRequest {
  /** the account's own (stored) email, where the link goes */
  email: string;
  token: string;
}

/** A new token for the account of this (normalised) email, or undefined when there is none. */
export async function requestResetToken(users: UserStore, email: string): Promise<ResetRequest | undefined> {
  const user = await users.findByEmail(email);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  if (!user) {
    // the same shape of work as below: one write statement on the table, here touching no row
    await users.deletePasswordReset(tokenHash);
    return undefined;
  }
  await users.addPasswordReset(tokenHash, user.id, nowSeconds() + RESET_TOKEN_TTL_SECONDS);
  return { email: user.email, token };
}

/** Marks the token used and returns its user id, or undefined when unknown, used or expired. */
export async function consumeResetToken(users: UserStore, token: string): Promise<number | undefined> {
  return users.consumePasswordReset(hashToken(token), nowSeconds());
}

/**
 * One-time password tokens: random, stored as sha256, used once. A reset asked for by email is
 * valid one hour; a link to set the password that an admin sends from the users screen (a new
 * account's first password) is valid seven days. Both open the same page and set the password
 * the same way. A reset request for an unknown (or deactivated) account does the same work (a
 * token made, one write statement on the table), so its timing does not tell them apart.
 *
 * The route limits requests per client address; many addresses could still mail one account
 * without end (issue 23), so requests are also counted per email: beyond a few in a window the
 * request does the work of an unknown email, and its answer, the same as ever, sends nothing.
 */
import { randomBytes } from 'node:crypto';
import { ROUTES } from '#shared/routes.ts';
import { hashToken } from '../auth/refresh-sessions.ts';
import type { UserRow } from '../db/tables.ts';
import { nowSeconds } from '../db/timestamps.ts';
import type { UserStore } from './user-store.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const PASSWORD_SET_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** reset mails one account gets at most in a window, whatever addresses ask for them */
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAILS_WINDOW_MS = 15 * 60 * 1000;

const newToken = () => randomBytes(32).toString('base64url');

/** The page where a token's holder chooses the password, on the site of `origin`. */
/** The link of a reset or password mail; `site` names the site on a staff host (decision 033). */
export function passwordLinkOf(origin: string, token: string, site?: string): string {
  const named = site ? `&site=${encodeURIComponent(site)}` : '';
  return `${origin}${ROUTES.resetPassword}?token=${encodeURIComponent(token)}${named}`;
}

export interface ResetRequest {
  /** the account's own (stored) email, where the link goes */
  email: string;
  token: string;
}

/**
 * A new token for the account of this (normalised) email, or undefined when there is none or it
 * has had its reset mails of the window.
 */
export async function requestResetToken(users: UserStore, email: string): Promise<ResetRequest | undefined> {
  const user = await users.findByEmail(email);
  // counted for unknown emails too: the same work either way (the key is the email, one account's)
  const requests = await users.countResetRequest(email, RESET_MAILS_WINDOW_MS);
  const token = newToken();
  const tokenHash = hashToken(token);
  if (!user || user.deactivated_at !== null || requests > RESET_MAILS_PER_ACCOUNT) {
    // the same shape of work as below: one write statement on the table, here touching no row
    await users.deletePasswordReset(tokenHash);
    return undefined;
  }
  await users.addPasswordReset(tokenHash, user.id, nowSeconds() + RESET_TOKEN_TTL_SECONDS);
  return { email: user.email, token };
}

/** A new token, valid seven days, for the account's first (or a new) password set by its link. */
export async function issuePasswordSetToken(users: UserStore, user: Pick<UserRow, 'id'>): Promise<string> {
  const token = newToken();
  await users.addPasswordReset(hashToken(token), user.id, nowSeconds() + PASSWORD_SET_TOKEN_TTL_SECONDS);
  return token;
}

/**
 * Whether the token would still set a password, without using it: the reset page asks before it
 * shows its form. It says nothing of the account (the link's holder got it by mail anyway).
 */
export async function isResetTokenUsable(users: UserStore, token: string): Promise<boolean> {
  return users.isPasswordResetUsable(hashToken(token), nowSeconds());
}

/** Marks the token used and returns its user id, or undefined when unknown, used or expired. */
export async function consumeResetToken(users: UserStore, token: string): Promise<number | undefined> {
  return users.consumePasswordReset(hashToken(token), nowSeconds());
}

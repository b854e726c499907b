/**
 * Proof that the one holding a session is the account's owner, for changes a stolen session must
 * not make (the email, where reset links go): the current password and, when two-factor is on,
 * a fresh code. Wrong or missing answers are 400 with `errors.current_password` / `errors.code`
 * (not 401: the BFF takes a 401 for an expired token, refreshes and replays the request).
 */
import { verifyPassword } from '../auth/passwords.ts';
import { claimTotpCode } from '../auth/totp-claim.ts';
import type { UserRow } from '../db/tables.ts';
import { badRequest } from '../errors/http-error.ts';
import type { UserStore } from './user-store.ts';

export interface Reauthentication {
  current_password?: string | undefined;
  code?: string | undefined;
}

export async function assertReauthenticated(
  users: UserStore,
  user: Pick<UserRow, 'id' | 'password_hash' | 'totp_secret'>,
  proof: Reauthentication,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const passwordOk =
    proof.current_password !== undefined &&
    (await verifyPassword(proof.current_password, user.password_hash));
  if (proof.current_password === undefined) errors.current_password = ['Enter your current password'];
  else if (!passwordOk) errors.current_password = ['The current password is not correct'];

  const code = proof.code?.trim();
  if (user.totp_secret) {
    if (!code) errors.code = ['Enter the code of your authenticator app'];
    // a code is only spent once the password is right
    else if (passwordOk && !(await claimTotpCode(users, user, code))) errors.code = ['The code is not valid'];
  }
  if (Object.keys(errors).length > 0) {
    const what = user.totp_secret ? 'your current password and a two-factor code' : 'your current password';
    throw badRequest(`Confirm this change with ${what}`, errors);
  }
}

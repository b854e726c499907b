/**
 * Accepting a code of the user's authenticator app: the code must match (one step of drift) and
 * its TOTP step must be newer than the last one accepted. The step is claimed with one
 * conditional update, so of parallel uses of the same code exactly one wins, and no code works twice.
 */
import type { UserStore } from '../accounts/user-store.ts';
import type { UserRow } from '../db/tables.ts';
import { matchTotpStep } from './totp.ts';

export async function claimTotpCode(
  users: UserStore,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  code: string,
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const step = matchTotpStep(user.totp_secret, code.trim());
  if (step === undefined) return false;
  return users.claimTotpStep(user.id, step);
}

/**
 * The second step of proving who one is, for an account with two-factor on: a code of the
 * authenticator app (accepted once, totp-claim.ts) or, in its place, one of the account's
 * one-time recovery codes (spent when it matches). Sign-in and turning two-factor off use it;
 * each turns the outcome into its own answer.
 */

import type { UserRow } from '../db/tables.ts';
import type { Stores } from '../stores.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { claimTotpCode } from './totp-claim.ts';

export interface SecondFactorProof {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

/** `missing`: neither was given; `wrong-code` / `wrong-recovery-code`: the one given did not match. */
export type SecondFactorOutcome = 'ok' | 'missing' | 'wrong-code' | 'wrong-recovery-code';

export async function checkSecondFactor(
  stores: Pick<Stores, 'users' | 'twoFactor'>,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  proof: SecondFactorProof,
): Promise<SecondFactorOutcome> {
  const recovery = proof.recovery_code?.trim();
  if (recovery) {
    const hash = recoveryCodeHash(user.id, recovery);
    const spent = hash !== undefined && (await stores.twoFactor.consumeRecoveryCode(user.id, hash));
    return spent ? 'ok' : 'wrong-recovery-code';
  }
  const code = proof.code?.trim();
  if (!code) return 'missing';
  return (await claimTotpCode(stores.users, user, code)) ? 'ok' : 'wrong-code';
}

/** The `errors` of a failed second step, by the field the user filled in. */
export const SECOND_FACTOR_ERRORS: Record<Exclude<SecondFactorOutcome, 'ok'>, Record<string, string[]>> = {
  missing: { code: ['Enter the code of your authenticator app'] },
  'wrong-code': { code: ['The code is not valid'] },
  'wrong-recovery-code': { recovery_code: ['This recovery code is not valid or has been used'] },
};

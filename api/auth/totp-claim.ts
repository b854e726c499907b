/**
 * Accepting a code of the user's authenticator app: the code must match (one step of drift) and
 * its TOTP step must be newer than the last one accepted. The step is claimed with one
 * conditional update, so of parallel uses of the same code exactly one wins, and no code works twice.
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables.ts';
import { matchTotpStep } from './totp.ts';

export async function claimTotpCode(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'totp_secret'>,
  code: string,
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const step = matchTotpStep(user.totp_secret, code.trim());
  if (step === undefined) return false;
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', user.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

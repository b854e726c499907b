/**
 * Two-factor sign-in of staff accounts beyond the TOTP columns of `users`: turning it on and off
 * together with the account's recovery codes (each in one transaction), spending a code, and the
 * roles whose users must have it on (docs/decisions/016).
 */

import type { Kysely } from 'kysely';
import { ROLE_IDS, type RoleId } from '#shared/ids/roles.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { lockForTransaction } from '../db/transaction-locks.ts';

export type TwoFactorStore = ReturnType<typeof createTwoFactorStore>;

export function createTwoFactorStore(db: Kysely<Database>) {
  const replaceCodes = async (trx: Kysely<Database>, userId: number, codeHashes: readonly string[]) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    const createdAt = nowTimestamp();
    if (codeHashes.length === 0) return;
    await trx
      .insertInto('recovery_codes')
      .values(codeHashes.map((codeHash) => ({ code_hash: codeHash, user_id: userId, created_at: createdAt })))
      .execute();
  };

  return {
    /** the pending secret becomes the secret (`step`: the confirming code's), with new recovery codes */
    async enable(userId: number, secret: string, step: number, codeHashes: readonly string[]): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({
            totp_secret: secret,
            totp_pending_secret: null,
            totp_last_step: step,
            updated_at: nowTimestamp(),
          })
          .where('id', '=', userId)
          .execute();
        await replaceCodes(trx, userId, codeHashes);
      });
    },

    /** two-factor off: secret, pending secret, last step and recovery codes gone */
    async disable(userId: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({
            totp_secret: null,
            totp_pending_secret: null,
            totp_last_step: null,
            updated_at: nowTimestamp(),
          })
          .where('id', '=', userId)
          .execute();
        await replaceCodes(trx, userId, []);
      });
    },

    /** new recovery codes in place of every old one, used or not */
    async replaceRecoveryCodes(userId: number, codeHashes: readonly string[]): Promise<void> {
      await inTransaction(db, (trx) => replaceCodes(trx, userId, codeHashes));
    },

    /**
     * Spends an unused code of the user: one conditional update, so of parallel uses of the same
     * code exactly one answers true, and a used code never works again.
     */
    async consumeRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: nowTimestamp() })
        .where('code_hash', '=', codeHash)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async unusedRecoveryCodes(userId: number): Promise<number> {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** the roles whose users must have two-factor on, in id order */
    async requiredRoles(): Promise<RoleId[]> {
      const rows = await db
        .selectFrom('two_factor_role_requirements')
        .select('role_id')
        .orderBy('role_id')
        .execute();
      return ROLE_IDS.filter((id) => rows.some((row) => row.role_id === id));
    },

    async isRequiredForRole(roleId: number): Promise<boolean> {
      const row = await db
        .selectFrom('two_factor_role_requirements')
        .select('role_id')
        .where('role_id', '=', roleId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** replaces the list of roles that require two-factor, in one transaction */
    async setRequiredRoles(roleIds: readonly number[]): Promise<void> {
      await inTransaction(db, async (trx) => {
        // two saves at once: the second replaces the first's rows, not races it (PostgreSQL)
        await lockForTransaction(trx, ['two-factor-role-requirements']);
        await trx.deleteFrom('two_factor_role_requirements').execute();
        if (roleIds.length === 0) return;
        const createdAt = nowTimestamp();
        await trx
          .insertInto('two_factor_role_requirements')
          .values(roleIds.map((roleId) => ({ role_id: roleId, created_at: createdAt })))
          .execute();
      });
    },
  };
}

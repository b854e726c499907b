/**
 * Staff accounts: users, the domains they are linked to, their two-factor state and their
 * password-reset tokens. Owners reach every domain without links.
 */
import type { Kysely } from 'kysely';
import { ROLE } from '#shared/ids/roles.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database, UserRow } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { createRateLimitStore } from '../rate-limits/rate-limit-store.ts';

export interface NewUser {
  email: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  role_id: number;
}

/** What the account's own screens and the users screen change; `updated_at` is set with it. */
export type UserChanges = Partial<NewUser>;

export type UserStore = ReturnType<typeof createUserStore>;

export function createUserStore(db: Kysely<Database>) {
  const rateLimits = createRateLimitStore(db);
  const update = async (userId: number, changes: Partial<UserRow>) => {
    await db
      .updateTable('users')
      .set({ ...changes, updated_at: nowTimestamp() })
      .where('id', '=', userId)
      .execute();
  };

  return {
    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** `email` normalised (staff-access.ts) */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async isEmailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      let query = db.selectFrom('users').select('id').where('email', '=', email);
      if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async hasAnyUser(): Promise<boolean> {
      return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** The domains the user works on, in id order: every domain for an owner, its links otherwise. */
    async domainIdsOf(user: Pick<UserRow, 'id' | 'role_id'>): Promise<number[]> {
      if (user.role_id === ROLE.owner) {
        const rows = await db.selectFrom('domains').select('id').orderBy('id').execute();
        return rows.map((r) => r.id);
      }
      const rows = await db
        .selectFrom('user_domains')
        .select('domain_id')
        .where('user_id', '=', user.id)
        .orderBy('domain_id')
        .execute();
      return rows.map((r) => r.domain_id);
    },

    /** The users linked to the domain, and every owner too when `withOwners`, in id order. */
    async listOfDomain(domainId: number, options: { withOwners: boolean }): Promise<UserRow[]> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => {
          const linked = eb(
            'id',
            'in',
            eb.selectFrom('user_domains').select('user_id').where('domain_id', '=', domainId),
          );
          return options.withOwners ? eb.or([eb('role_id', '=', ROLE.owner), linked]) : linked;
        })
        .orderBy('id')
        .execute();
    },

    async isLinkedToDomain(userId: number, domainId: number): Promise<boolean> {
      const link = await db
        .selectFrom('user_domains')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('domain_id', '=', domainId)
        .executeTakeFirst();
      return link !== undefined;
    },

    /** Of these users, the ids of those linked to one of these domains (an account gone has no links). */
    async idsLinkedToDomains(userIds: readonly number[], domainIds: readonly number[]): Promise<number[]> {
      if (userIds.length === 0 || domainIds.length === 0) return [];
      const rows = await db
        .selectFrom('user_domains')
        .select('user_id')
        .distinct()
        .where('user_id', 'in', userIds)
        .where('domain_id', 'in', domainIds)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** A new account linked to these domains, in one transaction. */
    async create(user: NewUser, domainIds: readonly number[]): Promise<UserRow> {
      const now = nowTimestamp();
      return inTransaction(db, async (trx) => {
        const created = await trx
          .insertInto('users')
          .values({ ...user, totp_secret: null, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (domainIds.length > 0) {
          await trx
            .insertInto('user_domains')
            .values(domainIds.map((domainId) => ({ user_id: created.id, domain_id: domainId })))
            .execute();
        }
        return created;
      });
    },

    /**
     * Changes the account and, with `links`, replaces its links to the domains `links.among` by
     * links to `links.to` (links to other domains stay as they are), in one transaction.
     */
    async update(
      userId: number,
      changes: UserChanges,
      links?: { among: readonly number[]; to: readonly number[] },
    ): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ ...changes, updated_at: nowTimestamp() })
          .where('id', '=', userId)
          .execute();
        if (!links) return;
        if (links.among.length > 0) {
          await trx
            .deleteFrom('user_domains')
            .where('user_id', '=', userId)
            .where('domain_id', 'in', links.among)
            .execute();
        }
        if (links.to.length > 0) {
          await trx
            .insertInto('user_domains')
            .values(links.to.map((domainId) => ({ user_id: userId, domain_id: domainId })))
            .execute();
        }
      });
    },

    /**
     * Takes the user off the domain and deletes the account when it has no domain left, or
     * always with `deleteAccount`; in one transaction.
     */
    async removeFromDomain(userId: number, domainId: number, options: { deleteAccount: boolean }) {
      await inTransaction(db, async (trx) => {
        await trx
          .deleteFrom('user_domains')
          .where('user_id', '=', userId)
          .where('domain_id', '=', domainId)
          .execute();
        const left = await trx
          .selectFrom('user_domains')
          .select('domain_id')
          .where('user_id', '=', userId)
          .execute();
        if (left.length === 0 || options.deleteAccount) {
          await trx.deleteFrom('users').where('id', '=', userId).execute();
        }
      });
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await update(userId, { password_hash: passwordHash });
    },

    /** Deactivates the account (`at`, a timestamp) or, with null, makes it active again. */
    async setDeactivated(userId: number, at: string | null): Promise<void> {
      await update(userId, { deactivated_at: at });
    },

    /** Records a successful sign-in now; `updated_at` stays, a sign-in is no edit of the account. */
    async recordSignIn(userId: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ last_sign_in_at: nowTimestamp() })
        .where('id', '=', userId)
        .execute();
    },

    /** The owners that can sign in (not deactivated), leaving `exceptUserId` out. */
    async countActiveOwners(exceptUserId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role_id', '=', ROLE.owner)
        .where('deactivated_at', 'is', null)
        .where('id', '!=', exceptUserId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** a new secret waiting for its first code; two-factor stays as it was until then */
    async startTwoFactor(userId: number, pendingSecret: string): Promise<void> {
      await update(userId, { totp_pending_secret: pendingSecret });
    },

    // turning two-factor on and off goes with the recovery codes: two-factor-store.ts

    /**
     * Records `step` as the last accepted TOTP step when it is newer than the last one: one
     * conditional update, so of parallel claims of the same step exactly one answers true.
     */
    async claimTotpStep(userId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addPasswordReset(tokenHash: string, userId: number, expiresAt: number): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
        .execute();
    },

    /**
     * Counts a reset request for the (normalised) email, known or not, in a window of `windowMs`
     * and answers the requests of the window so far, this one included: one upsert on the rate
     * limits' table (migration 015), so every API process counts the same.
     */
    async countResetRequest(email: string, windowMs: number): Promise<number> {
      return (await rateLimits.hit(`reset-account|${email}`, Date.now(), windowMs)).hits;
    },

    /** deletes the token (a request for an unknown email runs it: one write, touching no row) */
    async deletePasswordReset(tokenHash: string): Promise<void> {
      await db.deleteFrom('password_resets').where('token_hash', '=', tokenHash).execute();
    },

    /** Whether the token is unused and unexpired, changing nothing (a link checked before use). */
    async isPasswordResetUsable(tokenHash: string, now: number): Promise<boolean> {
      const row = await db
        .selectFrom('password_resets')
        .select('token_hash')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks an unused, unexpired token used and answers its user id; undefined otherwise. */
    async consumePasswordReset(tokenHash: string, now: number): Promise<number | undefined> {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return result?.user_id;
    },
  };
}

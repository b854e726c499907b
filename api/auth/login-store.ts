/**
 * The sign-in bookkeeping: attempts counted per scope (account, address, pair; login-throttle.ts)
 * and the last alert mailed about a spike of failures (login-failure-alerts.ts).
 */

import type { Kysely } from 'kysely';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/tables.ts';
import { lockForTransaction } from '../db/transaction-locks.ts';

/** Attempts of one scope within a window: how many, the oldest and the newest (unix seconds). */
export interface RecentAttempts {
  count: number;
  oldest: number;
  newest: number;
}

export interface LoginStore {
  recentAttempts(scopeKey: string, since: number): Promise<RecentAttempts>;
  /** one attempt per scope at `at`; answers their ids */
  recordAttempts(scopeKeys: readonly string[], at: number): Promise<number[]>;
  forgetAttempts(ids: readonly number[]): Promise<void>;
  forgetAttemptsOfScope(scopeKey: string): Promise<void>;
  /**
   * Claims the alert mail of this account: true when none was sent yet or the last one was sent
   * at or before `lastSentBy`; one conditional upsert, so of parallel claims exactly one wins.
   */
  claimFailureAlert(userId: number, now: number, lastSentBy: number): Promise<boolean>;
  /**
   * Inside `inTransaction`: waits until no other transaction works on these scopes, and holds
   * them to its end (PostgreSQL; SQLite runs one transaction at a time anyway).
   */
  lockScopes(scopeKeys: readonly string[]): Promise<void>;
  /** runs `work` with a store whose statements share one transaction */
  inTransaction<T>(work: (store: LoginStore) => Promise<T>): Promise<T>;
}

export function createLoginStore(db: Kysely<Database>): LoginStore {
  return {
    async recentAttempts(scopeKey, since) {
      const row = await db
        .selectFrom('login_attempts')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min<number>('attempted_at').as('oldest'),
          eb.fn.max<number>('attempted_at').as('newest'),
        ])
        .where('scope_key', '=', scopeKey)
        .where('attempted_at', '>', since)
        .executeTakeFirst();
      return {
        count: Number(row?.count ?? 0),
        oldest: Number(row?.oldest ?? 0),
        newest: Number(row?.newest ?? 0),
      };
    },

    async recordAttempts(scopeKeys, at) {
      if (scopeKeys.length === 0) return [];
      const inserted = await db
        .insertInto('login_attempts')
        .values(scopeKeys.map((key) => ({ scope_key: key, attempted_at: at })))
        .returning('id')
        .execute();
      return inserted.map((row) => row.id);
    },

    async forgetAttempts(ids) {
      if (ids.length === 0) return;
      await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
    },

    async forgetAttemptsOfScope(scopeKey) {
      await db.deleteFrom('login_attempts').where('scope_key', '=', scopeKey).execute();
    },

    async claimFailureAlert(userId, now, lastSentBy) {
      const claimed = await db
        .insertInto('login_failure_alerts')
        .values({ user_id: userId, sent_at: now })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ sent_at: now })
            .where('login_failure_alerts.sent_at', '<=', lastSentBy),
        )
        .returning('user_id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    async lockScopes(scopeKeys) {
      await lockForTransaction(db, scopeKeys);
    },

    async inTransaction(work) {
      return inTransaction(db, (trx) => work(createLoginStore(trx)));
    },
  };
}

/**
 * Runs `work` in a transaction: the caller's, when `db` already is one (Kysely cannot nest them),
 * else a new one. So a store's multi-statement write can also be one step of a larger
 * transaction — the first start's seeding, which holds a lock across all of it.
 */
import type { Kysely, Transaction } from 'kysely';

export function inTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}

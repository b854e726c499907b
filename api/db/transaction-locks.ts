/**
 * Named locks held until the end of the current transaction, so that a read-then-write on a
 * shared count (a sign-in or form throttle) is not raced by another connection. PostgreSQL gets
 * `pg_advisory_xact_lock` on a 64-bit hash of each name, taken in one global order so two
 * transactions never wait on each other in a circle. SQLite needs none: its one connection runs
 * one transaction at a time (Kysely's driver holds it for the whole transaction), and other
 * processes cannot write the file at the same time.
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { sqlEngineOf } from './sql-engine.ts';

/** the lock id of a name: the first 8 bytes of its SHA-256, signed, as PostgreSQL's bigint */
function lockIdOf(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/** Call inside a transaction (`db` is its Kysely); waits until no other transaction holds any of the names. */
export async function lockForTransaction<DB>(db: Kysely<DB>, names: readonly string[]): Promise<void> {
  if (sqlEngineOf(db) !== 'postgres' || !db.isTransaction) return;
  const ids = [...new Set(names.map(lockIdOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) await sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`.execute(db);
}

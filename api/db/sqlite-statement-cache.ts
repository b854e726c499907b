/**
 * Prepared statements reused by their SQL text. Kysely's SqliteDriver calls `prepare(sql)` for
 * every query, and preparing costs several times what running a small query does (a by-url read:
 * about 110 µs to prepare, 12 µs to run; docs/decisions/023). The SQL Kysely compiles carries
 * values as parameters, so one text is one statement whatever the values; the cache keeps the
 * most recently used ones, at most `capacity` (a list filter with `in (?, ?, …)` makes a text per
 * list length). A statement still being iterated (`busy`) is not handed out twice: the caller
 * then gets a fresh one. SQLite re-prepares a statement by itself when the schema changes.
 */
import type { Database as SqliteEngine, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export const STATEMENT_CACHE_CAPACITY = 256;

export interface CachingSqliteDatabase extends SqliteDatabase {
  /** how many statements are kept (tests) */
  readonly cachedStatements: number;
}

/** `engine` as Kysely's SqliteDialect takes it, with `prepare` memoised (least recently used out). */
export function withStatementCache(
  engine: SqliteEngine,
  capacity: number = STATEMENT_CACHE_CAPACITY,
): CachingSqliteDatabase {
  // a Map iterates in insertion order: a hit is moved to the end, the first key is the oldest
  const statements = new Map<string, Statement>();
  return {
    get cachedStatements() {
      return statements.size;
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        if (cached.busy) return engine.prepare(sql);
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = engine.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    close() {
      statements.clear();
      engine.close();
    },
  };
}

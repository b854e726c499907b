/**
 * A Kysely instance that compiles statements for one engine and runs none: each statement's SQL
 * is recorded and every answer is empty. Tests read the SQL an engine would get without a server.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { SqlEngine } from '../db/sql-engine.ts';

export interface CompileOnlyDatabase<DB> {
  db: Kysely<DB>;
  /** the SQL of every statement run so far, in order */
  statements: string[];
}

export function compileOnlyDatabase<DB>(engine: SqlEngine): CompileOnlyDatabase<DB> {
  const statements: string[] = [];
  const postgres = engine === 'postgres';
  const db = new Kysely<DB>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) =>
        postgres ? new PostgresIntrospector(kysely) : new SqliteIntrospector(kysely),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
    log(event) {
      if (event.level === 'query') statements.push(event.query.sql);
    },
  });
  return { db, statements };
}

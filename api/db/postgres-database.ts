/**
 * Opens the PostgreSQL engine: Kysely's PostgresDialect on a `pg` connection pool. Rows come back
 * as the SQLite engine hands them: integers as numbers (`count(*)` and other int8 results too,
 * which `pg` would give as strings), and the few time types as the text PostgreSQL prints, never
 * as Date objects (times are stored as text or epoch seconds, db/timestamps.ts).
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.ts';

export const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL type oids the parsers below replace */
const OID = { int8: 20, numeric: 1700, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

/** int8 as a JavaScript number; a value past 2^53 would lose digits, so it stops the read instead. */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`integer ${text} is beyond JavaScript's safe range`);
  return value;
}

const asText = (text: string) => text;

/** The type parsers of one pool: not `pg.types.setTypeParser`, which would change every pool of the process. */
export const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (format !== 'binary') {
      if (oid === OID.int8) return parseInt8;
      if (oid === OID.numeric) return Number;
      if (oid === OID.date || oid === OID.timestamp || oid === OID.timestamptz) return asText;
    }
    return pg.types.getTypeParser(oid, format as 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** `postgres://user:password@host:port/database` (any libpq-style URL `pg` takes) */
  url: string;
  /** connections the pool may hold at once */
  poolSize?: number;
}

export function openPostgresDatabase(options: PostgresOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    types: typeParsers,
    // a connection the server closed (restart, idle timeout) must not crash the process
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', () => {
    // an idle client lost its connection; the pool drops it and the next checkout opens another
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

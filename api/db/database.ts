/**
 * The one engine switch: PostgreSQL when a database URL is configured (`DATABASE_URL`), else the
 * embedded SQLite file in the data folder. Everything above it sees only the Kysely instance.
 */
import type { Kysely } from 'kysely';
import { openPostgresDatabase } from './postgres-database.ts';
import { preparePrivateFolder } from './private-data-folder.ts';
import { openSqliteDatabase } from './sqlite-database.ts';
import type { Database } from './tables.ts';

export interface DatabaseConfig {
  /** the data folder, where the SQLite file lives when no URL is given */
  dataDir: string;
  /** `postgres://…`; unset: SQLite in `dataDir` */
  databaseUrl?: string | undefined;
  /** connections of the PostgreSQL pool */
  poolSize?: number | undefined;
}

export function openDatabase(config: DatabaseConfig): Kysely<Database> {
  if (config.databaseUrl) {
    // media and generated secrets stay in the data folder, private as with SQLite
    preparePrivateFolder(config.dataDir);
    return openPostgresDatabase({ url: config.databaseUrl, poolSize: config.poolSize });
  }
  return openSqliteDatabase(config.dataDir);
}

/**
 * The embedded content API: what the BFF starts when UPSTREAM_URL is unset (and the standalone
 * one, api/main.ts). Opens and migrates its database — DATA_DIR/content.sqlite, or PostgreSQL
 * when DATABASE_URL is set (db/database.ts) — seeds the demo collective and the first owner into an empty
 * database, and listens on 127.0.0.1 with a random port.
 */
import { buildApiApp } from './app.ts';
import { apiConfigOf } from './config/api-config.ts';
import { type ApiEnv, parseApiEnv } from './config/api-env.ts';
import { setContentApiV8Flags } from './config/v8-heap-flags.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations.ts';
import { seedFirstStart } from './seed/first-start-seed.ts';
import { announceGeneratedOwner } from './seed/owner-account.ts';

export interface EmbeddedApiOptions {
  dataDir: string;
  adminEmail?: string;
  adminPassword?: string;
  logLevel?: string;
  /** where to listen; the embedded default is loopback on a random port */
  host?: string;
  port?: number;
  /** the API's environment, parsed (default: process.env, parsed here; a bad value throws ConfigError) */
  env?: ApiEnv;
}

export interface EmbeddedApi {
  /** base URL without trailing slash, e.g. `http://127.0.0.1:41234` */
  url: string;
  close(): Promise<void>;
}

export async function startEmbeddedApi(options: EmbeddedApiOptions): Promise<EmbeddedApi> {
  setContentApiV8Flags();
  const env = options.env ?? parseApiEnv();
  const config = apiConfigOf(options.dataDir, env);
  const db = openDatabase({
    dataDir: options.dataDir,
    databaseUrl: env.databaseUrl,
    poolSize: env.databasePoolSize,
  });
  try {
    await migrateToLatest(db);
    const { owner } = await seedFirstStart(db, {
      email: options.adminEmail,
      password: options.adminPassword,
      scryptCost: config.scryptCost,
    });
    if (owner) announceGeneratedOwner(owner);

    const app = await buildApiApp({
      db,
      config,
      logLevel: options.logLevel ?? 'info',
      serverLimits: env.serverLimits,
    });
    const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    let closing: Promise<void> | undefined;
    return {
      url: address.replace(/\/$/, ''),
      close() {
        closing ??= (async () => {
          await app.close();
          await db.destroy();
        })();
        return closing;
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

/**
 * The content API's environment, read once and checked by a schema, as the BFF's is
 * (server/config/env.ts). A bad value stops the start with one message naming every bad
 * variable. The BFF's embedded API reads the same environment: the variables both processes
 * read (PORT, ADMIN_*, LOG_LEVEL, the server timeouts) have the same rules in both.
 */
import Type, { type Static } from 'typebox';
import {
  COMMON_ENV,
  ConfigError,
  type LogLevel,
  parseEnvironment,
  serverLimitsOf,
} from '#shared/config/environment.ts';
import type { HttpServerLimits } from '#shared/server-limits.ts';
import {
  explainMediaStorageEnv,
  MEDIA_STORAGE_ENV,
  type MediaS3Settings,
  mediaS3SettingsOf,
} from '../media/storage/media-storage-env.ts';

export { ConfigError, type LogLevel };

export const MIN_JWT_SECRET_LENGTH = 32;

const ApiEnvSchema = Type.Object({
  /** the standalone API (api/main.ts): data folder and where it listens */
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  API_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  API_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  API_JWT_SECRET: Type.Optional(Type.String({ minLength: MIN_JWT_SECRET_LENGTH })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://\\S+$' })),
  MAIL_FROM: Type.String({ pattern: '@', default: 'no-reply@localhost' }),
  PUBLIC_ORIGIN_TEMPLATE: Type.Optional(Type.String({ pattern: '^https?://\\S+$' })),
  /** the BFF's port, for links to local hosts */
  PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  /** PostgreSQL instead of the SQLite file in DATA_DIR (api/db/database.ts) */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://\\S+$' })),
  /** connections of the PostgreSQL pool, per API process */
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  /** how often scheduled publishing runs (api/posts/publication-scheduler.ts) */
  SCHEDULE_TICK_MS: Type.Integer({ minimum: 500, maximum: 600_000, default: 15_000 }),
  /** media in an S3-compatible bucket instead of DATA_DIR/media (api/media/storage/) */
  ...MEDIA_STORAGE_ENV,
  ...COMMON_ENV,
});
type Env = Static<typeof ApiEnvSchema>;

export interface ApiEnv {
  dataDir: string;
  host: string;
  port: number;
  /** undefined: generated once into DATA_DIR (config/jwt-secret.ts) */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicOriginTemplate: string | undefined;
  bffPort: string | undefined;
  /** the staff host, for links in mails (docs/decisions/033) */
  panelHost: string | undefined;
  scheduleTickMs: number;
  /** undefined: generated once into DATA_DIR (shared/config/bff-api-secret.ts) */
  bffApiSecret: string | undefined;
  /** undefined: SQLite in DATA_DIR */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
  serverLimits: HttpServerLimits;
  /** undefined: media in DATA_DIR/media */
  mediaS3?: MediaS3Settings | undefined;
}

function explain(name: string): string | undefined {
  if (name === 'API_JWT_SECRET') return `${name} must be at least ${MIN_JWT_SECRET_LENGTH} characters`;
  if (name === 'SMTP_URL') return `${name} must be an smtp:// or smtps:// URL`;
  if (name === 'MAIL_FROM') return `${name} must be an email address`;
  if (name === 'DATABASE_URL') return `${name} must be a postgres:// URL`;
  if (name === 'DATABASE_POOL_SIZE') return `${name} must be a whole number from 1 to 1000`;
  if (name === 'PUBLIC_ORIGIN_TEMPLATE') return `${name} must be an http(s) URL such as https://{host}`;
  return explainMediaStorageEnv(name);
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function parseApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const env: Env = parseEnvironment(ApiEnvSchema, source, explain);
  return {
    dataDir: env.DATA_DIR,
    host: env.API_HOST,
    port: env.API_PORT,
    jwtSecret: env.API_JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicOriginTemplate: env.PUBLIC_ORIGIN_TEMPLATE,
    bffPort: env.PORT === undefined ? undefined : String(env.PORT),
    panelHost: env.PANEL_HOST?.toLowerCase(),
    scheduleTickMs: env.SCHEDULE_TICK_MS,
    bffApiSecret: env.BFF_API_SECRET,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    serverLimits: serverLimitsOf(env),
    mediaS3: mediaS3SettingsOf(env),
  };
}

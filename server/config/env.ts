/**
 * The BFF's configuration, read once from the environment and checked by a schema. A bad value
 * stops the start with a message naming the variable (docs/architecture.md#configuration).
 */
import Type, { type Static } from 'typebox';
import {
  COMMON_ENV,
  ConfigError,
  type LogLevel,
  parseEnvironment,
  serverLimitsOf,
} from '#shared/config/environment.ts';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, type HttpServerLimits } from '#shared/server-limits.ts';
import type { BffCacheOptions } from '../caching/bff-cache.ts';

export { ConfigError };

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  UPSTREAM_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s{}]+$' })),
  UPSTREAM_URL_TEMPLATE: Type.Optional(Type.String({ pattern: '^https?://[^\\s]*\\{host\\}[^\\s]*$' })),
  SITE_HOSTS: Type.String({
    default: 'localhost,*.localhost,127.0.0.1',
    pattern: '^\\s*(\\*\\.)?[A-Za-z0-9.-]+\\s*(,\\s*(\\*\\.)?[A-Za-z0-9.-]+\\s*)*$',
  }),
  COOKIE_SECURE: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 30_000 }),
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  MAX_CONNECTIONS_PER_ADDRESS: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  CLIENT_DIST_DIR: Type.Optional(Type.String({ minLength: 1 })),
  PUBLIC_CACHE_MAX_BYTES: Type.Integer({ minimum: 0, maximum: 4 * 1024 ** 3, default: 32 * 1024 * 1024 }),
  PUBLIC_CACHE_MAX_ENTRIES: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10_000 }),
  PUBLIC_CACHE_FRESH_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 5_000 }),
  PUBLIC_CACHE_STALE_MS: Type.Integer({ minimum: 0, maximum: 3_600_000, default: 30_000 }),
  ...COMMON_ENV,
});
type Env = Static<typeof EnvSchema>;

export interface BffConfig {
  port: number;
  host: string;
  dataDir: string;
  /** one upstream for every site; undefined with a template or with the embedded API */
  upstreamUrl: string | undefined;
  upstreamUrlTemplate: string | undefined;
  siteHosts: string[];
  /** the staff host; undefined: staff share the sites' hosts */
  panelHost: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** explicit Secure flag; undefined: Secure except on localhost hosts */
  cookieSecure: boolean | undefined;
  upstreamTimeoutMs: number;
  /** explicit secrets (first encrypts, all decrypt); undefined: generated once into DATA_DIR */
  sessionSecrets: string[] | undefined;
  trustProxy: string | undefined;
  logLevel: LogLevel;
  serverLimits: HttpServerLimits;
  /** 0: no cap; default 64, or 0 behind TRUST_PROXY (every connection is then the proxy's) */
  maxConnectionsPerAddress: number;
  /** the built SPA; undefined: client/dist of this checkout */
  clientDistDir: string | undefined;
  /** the secret of its calls of access `bff` (visitor insights); undefined: generated once into DATA_DIR */
  bffApiSecret: string | undefined;
  /** the BFF's one cache (server/caching/bff-cache.ts): public answers and page reads; maxBytes 0 turns it off */
  publicCache: BffCacheOptions;
}

function explain(name: string): string | undefined {
  if (name === 'UPSTREAM_URL_TEMPLATE') return `${name} must be an http(s) URL containing {host}`;
  if (name === 'SITE_HOSTS') return `${name} must be a comma list of host names, "*." wildcards allowed`;
  if (name === 'UPSTREAM_URL') return `${name} must be an http(s) URL such as http://127.0.0.1:4000`;
  if (name === 'SESSION_SECRET') return `${name} must be at least 32 characters (a comma list rotates keys)`;
  return undefined;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): BffConfig {
  const env: Env = parseEnvironment(EnvSchema, source, explain);
  if (env.UPSTREAM_URL && env.UPSTREAM_URL_TEMPLATE) {
    throw new ConfigError('Invalid configuration: set UPSTREAM_URL or UPSTREAM_URL_TEMPLATE, not both');
  }
  const sessionSecrets = env.SESSION_SECRET?.split(',').map((s) => s.trim());
  if (sessionSecrets?.some((s) => s.length < 32)) {
    throw new ConfigError(`Invalid configuration: ${explain('SESSION_SECRET')}`);
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    clientDistDir: env.CLIENT_DIST_DIR,
    upstreamUrl: env.UPSTREAM_URL?.replace(/\/+$/, ''),
    upstreamUrlTemplate: env.UPSTREAM_URL_TEMPLATE?.replace(/\/+$/, ''),
    siteHosts: env.SITE_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    panelHost: env.PANEL_HOST?.toLowerCase(),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    cookieSecure: env.COOKIE_SECURE === undefined ? undefined : env.COOKIE_SECURE === 'true',
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    sessionSecrets,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    serverLimits: serverLimitsOf(env),
    maxConnectionsPerAddress:
      env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
    bffApiSecret: env.BFF_API_SECRET,
    publicCache: {
      maxBytes: env.PUBLIC_CACHE_MAX_BYTES,
      maxEntries: env.PUBLIC_CACHE_MAX_ENTRIES,
      freshMs: env.PUBLIC_CACHE_FRESH_MS,
      staleMs: env.PUBLIC_CACHE_STALE_MS,
    },
  };
}

/**
 * The BFF's configuration, read once from the environment and checked by a schema. A bad value
 * stops the start with a message naming the variable (DESIGN.md, "Configuration").
 */
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';
import {
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  type HttpServerLimits,
  DEFAULT_HTTP_SERVER_LIMITS as LIMITS,
} from '#shared/server-limits.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+$' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 10 })),
  COOKIE_SECURE: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 30_000 }),
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: LIMITS.requestTimeoutMs }),
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: LIMITS.headersTimeoutMs }),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: LIMITS.keepAliveTimeoutMs }),
  IDLE_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: LIMITS.idleTimeoutMs }),
  MAX_CONNECTIONS_PER_ADDRESS: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
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
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** explicit Secure flag; undefined: Secure except on localhost hosts */
  cookieSecure: boolean | undefined;
  upstreamTimeoutMs: number;
  /** explicit secrets (first encrypts, all decrypt); undefined: generated once into DATA_DIR */
  sessionSecrets: string[] | undefined;
  trustProxy: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  serverLimits: HttpServerLimits;
  /** 0: no cap; default 64, or 0 behind TRUST_PROXY (every connection is then the proxy's) */
  maxConnectionsPerAddress: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const NAMES = Object.keys(EnvSchema.properties) as (keyof Env)[];

function explain(name: string, message: string): string {
  if (name === 'UPSTREAM_URL_TEMPLATE') return `${name} must be an http(s) URL containing {host}`;
  if (name === 'SITE_HOSTS') return `${name} must be a comma list of host names, "*." wildcards allowed`;
  if (name === 'UPSTREAM_URL') return `${name} must be an http(s) URL such as http://127.0.0.1:4000`;
  if (name === 'LOG_LEVEL') return `${name} must be one of ${LOG_LEVELS.join(', ')}`;
  if (name === 'SESSION_SECRET') return `${name} must be at least 32 characters (a comma list rotates keys)`;
  return `${name} ${message}`;
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): BffConfig {
  const raw: Record<string, unknown> = {};
  for (const name of NAMES) {
    const value = source[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw));
  if (!Value.Check(EnvSchema, converted)) {
    const problems = new Set<string>();
    for (const error of Value.Errors(EnvSchema, converted)) {
      const name = error.instancePath.replace(/^\//, '') || 'environment';
      problems.add(explain(name, error.message));
    }
    throw new ConfigError(`Invalid configuration: ${[...problems].join('; ')}`);
  }
  const env = converted as Env;
  if (env.UPSTREAM_URL && env.UPSTREAM_URL_TEMPLATE) {
    throw new ConfigError('Invalid configuration: set UPSTREAM_URL or UPSTREAM_URL_TEMPLATE, not both');
  }
  const sessionSecrets = env.SESSION_SECRET?.split(',').map((s) => s.trim());
  if (sessionSecrets?.some((s) => s.length < 32)) {
    throw new ConfigError(`Invalid configuration: ${explain('SESSION_SECRET', '')}`);
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    upstreamUrl: env.UPSTREAM_URL?.replace(/\/+$/, ''),
    upstreamUrlTemplate: env.UPSTREAM_URL_TEMPLATE?.replace(/\/+$/, ''),
    siteHosts: env.SITE_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    cookieSecure: env.COOKIE_SECURE === undefined ? undefined : env.COOKIE_SECURE === 'true',
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    sessionSecrets,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    serverLimits: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: env.IDLE_TIMEOUT_MS,
      checkIntervalMs: LIMITS.checkIntervalMs,
    },
    maxConnectionsPerAddress:
      env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
  };
}

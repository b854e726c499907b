/**
 * Reading a process's environment through a TypeBox schema, for the BFF (server/config/env.ts)
 * and the content API (api/config/api-env.ts): one parser, one ConfigError naming every bad
 * variable, and the variables both processes read (LOG_LEVEL, ADMIN_*, the server timeouts)
 * declared once, so the embedded API and the BFF never disagree about a value.
 */
import Type, { type Static, type TObject, type TProperties } from 'typebox';
import Value from 'typebox/value';
import { type HttpServerLimits, DEFAULT_HTTP_SERVER_LIMITS as LIMITS } from '../server-limits.ts';
import { MIN_BFF_API_SECRET_LENGTH } from './bff-api-secret.ts';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MIN_ADMIN_PASSWORD_LENGTH = 10;

/** Variables the BFF and the embedded content API both read. */
export const COMMON_ENV = {
  /** the staff host (docs/decisions/033): staff sign in and work there, never on a site's host */
  PANEL_HOST: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+$',
    }),
  ),
  /** the secret of the BFF's own calls to the API (bff-api-secret.ts); unset: generated into DATA_DIR */
  BFF_API_SECRET: Type.Optional(Type.String({ minLength: MIN_BFF_API_SECRET_LENGTH })),
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: '^[^@\\s]+@[^@\\s]+$' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: MIN_ADMIN_PASSWORD_LENGTH })),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: LIMITS.requestTimeoutMs }),
  HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: LIMITS.headersTimeoutMs }),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: LIMITS.keepAliveTimeoutMs }),
  IDLE_TIMEOUT_MS: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: LIMITS.idleTimeoutMs }),
} satisfies TProperties;

type CommonEnv = Static<TObject<typeof COMMON_ENV>>;

export function serverLimitsOf(env: CommonEnv): HttpServerLimits {
  return {
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    idleTimeoutMs: env.IDLE_TIMEOUT_MS,
    checkIntervalMs: LIMITS.checkIntervalMs,
  };
}

function explainCommon(name: string, message: string): string | undefined {
  if (name === 'PANEL_HOST')
    return `${name} must be a host name such as admin.example.org or panel.localhost`;
  if (name === 'ADMIN_EMAIL') return `${name} must be an email address`;
  if (name === 'ADMIN_PASSWORD') return `${name} must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  if (name === 'BFF_API_SECRET') return `${name} must be at least ${MIN_BFF_API_SECRET_LENGTH} characters`;
  if (name === 'LOG_LEVEL') return `${name} must be one of ${LOG_LEVELS.join(', ')}`;
  if (name.endsWith('_MS')) return `${name} must be a whole number of milliseconds: ${message}`;
  return undefined;
}

/**
 * Reads the schema's variables from `source` (empty counts as unset), applies defaults and
 * converts numbers; throws one ConfigError naming every bad variable. `explain` words the
 * message of a process's own variables.
 */
export function parseEnvironment<S extends TObject>(
  schema: S,
  source: Record<string, string | undefined>,
  explain: (name: string, message: string) => string | undefined = () => undefined,
): Static<S> {
  const raw: Record<string, unknown> = {};
  for (const name of Object.keys(schema.properties)) {
    const value = source[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const converted = Value.Convert(schema, Value.Default(schema, raw));
  if (!Value.Check(schema, converted)) {
    const problems = new Set<string>();
    for (const error of Value.Errors(schema, converted)) {
      const name = error.instancePath.replace(/^\//, '') || 'environment';
      problems.add(
        explain(name, error.message) ?? explainCommon(name, error.message) ?? `${name} ${error.message}`,
      );
    }
    throw new ConfigError(`Invalid configuration: ${[...problems].join('; ')}`);
  }
  return converted as Static<S>;
}

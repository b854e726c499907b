/**
 * The content API's HTTP server limits from the environment: the same variables, names and
 * defaults as the BFF's (README, "Configuration"), so one setting covers both processes.
 */
import { DEFAULT_HTTP_SERVER_LIMITS, type HttpServerLimits } from '#shared/server-limits.ts';

const VARIABLES: Record<Exclude<keyof HttpServerLimits, 'checkIntervalMs'>, string> = {
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  idleTimeoutMs: 'IDLE_TIMEOUT_MS',
};

export function serverLimitsFromEnv(env: Record<string, string | undefined> = process.env): HttpServerLimits {
  const limits = { ...DEFAULT_HTTP_SERVER_LIMITS };
  for (const [key, name] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 100 || value > 3_600_000) {
      throw new Error(`Invalid configuration: ${name} must be a whole number of milliseconds (100–3600000)`);
    }
    limits[key] = value;
  }
  return limits;
}

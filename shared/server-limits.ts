/**
 * Limits of the two HTTP servers (the BFF and the content API), so that slow clients cannot hold
 * connections forever (Node's and Fastify's defaults wait without end for a request body).
 * Defaults suit a deployment with no reverse proxy in front; each is configurable (README).
 */

export interface HttpServerLimits {
  /** the whole request, headers and body, must arrive within this (a dripped body is cut) */
  requestTimeoutMs: number;
  /** the request headers must arrive within this */
  headersTimeoutMs: number;
  /** an idle keep-alive connection is closed after this */
  keepAliveTimeoutMs: number;
  /** a socket with no traffic at all is closed after this */
  idleTimeoutMs: number;
  /** how often Node checks running requests against the two timeouts above */
  checkIntervalMs: number;
}

export const DEFAULT_HTTP_SERVER_LIMITS: HttpServerLimits = {
  // a 20 MB upload must arrive at ≥ 1.4 Mbit/s
  requestTimeoutMs: 120_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  checkIntervalMs: 5_000,
};

/** Open connections one client address may hold on the BFF (0: no cap). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;

/** The Fastify constructor options that apply the limits to its Node HTTP server. */
export function fastifyServerLimits(limits: HttpServerLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}

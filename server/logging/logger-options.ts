/**
 * pino options: one line per request (written by the request-log hook), with every header that
 * can carry a credential redacted wherever it appears, and secrets stripped from logged URLs.
 */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.access_token',
  '*.refresh_token',
  '*.password',
];

const SECRET_QUERY_KEYS = /^(token|code|password|access_token|refresh_token|secret)$/i;

/** The URL as logged: query values of keys that may hold a secret are replaced. */
export function loggableUrl(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${path}?${params.toString()}`;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

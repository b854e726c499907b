/**
 * Headers crossing the proxy, both ways. Towards the upstream they are built, never copied:
 * the browser's Cookie, Authorization, X-Forwarded-* and hop-by-hop headers cannot get through.
 * Back to the browser, hop-by-hop headers and Set-Cookie are dropped.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { SIGN_IN_ANY_SITE_HEADER } from '#shared/api-paths.ts';

/** Request headers that describe the content or its negotiation: the only ones passed on. */
const PASSED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'if-none-match',
  'if-modified-since',
  'user-agent',
] as const;

export interface UpstreamHeaderInput {
  incoming: IncomingHttpHeaders;
  site: string;
  accessToken: string | undefined;
  clientIp: string;
  requestId: string;
  /** a sign-in with no site named, on the staff host (docs/decisions/033) */
  signInAnySite?: boolean;
}

export function buildUpstreamHeaders(input: UpstreamHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = input.incoming[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers['x-forwarded-for'] = input.site;
  headers['x-real-ip'] = input.clientIp;
  headers['x-request-id'] = input.requestId;
  if (input.accessToken) headers.authorization = `Bearer ${input.accessToken}`;
  if (input.signInAnySite) headers[SIGN_IN_ANY_SITE_HEADER] = '1';
  return headers;
}

const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
]);

export function filterResponseHeaders(
  headers: Record<string, string | string[] | undefined>,
  options: { dropContentLength?: boolean } = {},
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(lower)) continue;
    if (options.dropContentLength && lower === 'content-length') continue;
    out[lower] = value;
  }
  return out;
}

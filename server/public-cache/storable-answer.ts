/**
 * Which upstream answers the public cache may keep: a 200 the API meant for anyone — no
 * Set-Cookie, no `Cache-Control: private`, `no-store` or `no-cache`, no Vary on anything but
 * Accept-Encoding (the cache does that itself), not already encoded — and no larger than a
 * cached answer may be. Errors, not-found answers and redirects always go to the API again.
 */
import type { RelayedAnswer } from '../proxy/replaying-proxy.ts';

const UNCACHEABLE_DIRECTIVE = /(?:^|,)\s*(?:private|no-store|no-cache)\b/i;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export function isStorableAnswer(answer: RelayedAnswer, maxBytes: number): boolean {
  if (answer.statusCode !== 200 || answer.bytes.length > maxBytes) return false;
  const { headers } = answer;
  if (headers['set-cookie'] !== undefined) return false;
  const cacheControl = single(headers['cache-control']);
  if (cacheControl && UNCACHEABLE_DIRECTIVE.test(cacheControl)) return false;
  const vary = single(headers.vary);
  if (vary?.split(',').some((name) => name.trim() !== '' && name.trim().toLowerCase() !== 'accept-encoding'))
    return false;
  const encoding = single(headers['content-encoding']);
  return encoding === undefined || encoding.toLowerCase() === 'identity';
}

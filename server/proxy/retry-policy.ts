/**
 * The retry rules of docs/product.md#sessions-and-retries, explicit: a GET is retried once on 408, 409, 425,
 * 429, 500, 502, 503, 504 or when the upstream cannot be reached; POST, PUT, PATCH and DELETE never are. A
 * timeout is not retried (it already waited UPSTREAM_TIMEOUT_MS). A 401 is handled by the
 * refresh flow, not here.
 */
import { RETRYABLE_GET_STATUSES } from '#shared/limits.ts';

const RETRIED_METHODS = new Set(['GET']);

export function isRetryableMethod(method: string): boolean {
  return RETRIED_METHODS.has(method.toUpperCase());
}

export function shouldRetryStatus(method: string, statusCode: number): boolean {
  return isRetryableMethod(method) && RETRYABLE_GET_STATUSES.includes(statusCode);
}

export function shouldRetryUnreachable(method: string): boolean {
  return isRetryableMethod(method);
}

/**
 * The one HTTP client of the SPA. It talks only to the BFF (same origin), always sends
 * `X-CSRF: 1`, and throws an `ApiRequestError` carrying the status and the parsed body on any
 * non-2xx answer. No side effects here: toasts and redirects live in SWRConfig and the router.
 */
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#shared/api-paths.ts';
import type { ApiError } from '#shared/schemas/error.ts';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: Partial<ApiError> | undefined;

  constructor(status: number, body: Partial<ApiError> | undefined) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 300) };
  }
}

export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  headers.set('accept', 'application/json');
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  const response = await fetch(path, { credentials: 'same-origin', ...init, headers });
  const body = await parseBody(response);
  if (!response.ok) {
    throw new ApiRequestError(response.status, (body ?? undefined) as Partial<ApiError> | undefined);
  }
  return body as T;
}

/** SWR's fetcher: the key is the path. */
export function swrFetcher<T>(path: string): Promise<T> {
  return requestJson<T>(path);
}

export function postJson<T>(path: string, payload: unknown): Promise<T> {
  return requestJson<T>(path, { method: 'POST', body: JSON.stringify(payload) });
}

/**
 * The one HTTP client of the SPA. It talks only to the BFF (same origin), always sends
 * `X-CSRF: 1`, and throws an `ApiRequestError` carrying the status and the parsed body on any
 * non-2xx answer. No side effects here: toasts and redirects live in SWRConfig and the router.
 *
 * Calls made by the staff panel (while a `/panel` screen is shown) carry `X-Site-Context: panel`:
 * only they work on the site the staff member manages; every other call — the public site's
 * reads, forms, sign-in — works on the site of the page's own host (decision 011). Reads made
 * ahead for a public page (route loaders, link preloading) say `page` explicitly, because a
 * loader runs before the address bar leaves the panel.
 */
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  PANEL_SITE_CONTEXT,
  SITE_CONTEXT_HEADER,
} from '#shared/public-api-paths.ts';
import type { ApiError } from '#shared/schemas/error.ts';
import { currentSiteContext, type SiteContext } from './site-context.ts';

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

export async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 300) };
  }
}

/** The headers every call carries: CSRF, the site context, what it accepts, its body's type. */
export function callHeaders(init: RequestInit, context: SiteContext, accept: string): Headers {
  const headers = new Headers(init.headers);
  headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  if (context === 'panel') headers.set(SITE_CONTEXT_HEADER, PANEL_SITE_CONTEXT);
  headers.set('accept', accept);
  if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  return headers;
}

export async function requestJson<T>(
  path: string,
  init: RequestInit = {},
  context: SiteContext = currentSiteContext(),
): Promise<T> {
  const headers = callHeaders(init, context, 'application/json');
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

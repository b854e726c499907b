/**
 * A page that cannot be shown, with its status (docs/product.md#errors): a path the API's url rule cannot
 * match is 404 `Page Not Found`; a url without a published post is 404 `Page not found: {path}`.
 */
export class PageError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'PageError';
    this.status = status;
  }
}

export function pageNotFound(path: string): PageError {
  return new PageError(404, `Page not found: ${path}`);
}

/**
 * The API's answer that no published post has this url (404, or 400 for a url it cannot read).
 * Read from the error's name, not `instanceof`: the API client's code is not in a first load
 * (http/api-client-on-demand.ts), and the error page must not fetch it to tell.
 */
export function isPostNotFound(error: unknown): boolean {
  const status = (error as { name?: unknown; status?: unknown } | null)?.status;
  return (
    (error as { name?: unknown } | null)?.name === 'ApiRequestError' && (status === 404 || status === 400)
  );
}

/** A page that does not exist: no error worth a console message (the error page says it). */
export function isMissingPage(error: unknown): boolean {
  if (error instanceof PageError) return error.status === 404;
  return isPostNotFound(error);
}

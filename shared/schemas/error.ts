import Type, { type Static } from 'typebox';

/** The error shape of every 4xx/5xx answer of the BFF and the API (docs/product.md#errors). */
export const ApiErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type ApiError = Static<typeof ApiErrorSchema>;

export function apiError(statusCode: number, message: string, errors?: Record<string, string[]>): ApiError {
  return errors ? { statusCode, message, errors } : { statusCode, message };
}

/**
 * The message of the content API's 404 for a host it has no site for (api/sites/site-resolver.ts,
 * followed by `: {host}`): the BFF tells an unknown site from a missing page by it.
 */
export const UNKNOWN_SITE_MESSAGE = 'Unknown site';

/** Whether an error answer of the content API says it has no site at the request's host. */
export function isUnknownSiteError(body: unknown): boolean {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return (
    typeof message === 'string' &&
    (message === UNKNOWN_SITE_MESSAGE || message.startsWith(`${UNKNOWN_SITE_MESSAGE}:`))
  );
}

/**
 * The text of the error toast of docs/product.md#errors: every message of every field joined with commas,
 * else the error's `message`, else `Error!`.
 */
import { FALLBACK_ERROR_TEXT } from '#shared/limits.ts';
import type { ApiError } from '#shared/schemas/error.ts';

export function errorToastText(body: Partial<ApiError> | undefined): string {
  const fieldMessages = Object.values(body?.errors ?? {}).flatMap((messages) =>
    Array.isArray(messages) ? messages : [String(messages)],
  );
  if (fieldMessages.length > 0) return fieldMessages.join(', ');
  if (typeof body?.message === 'string' && body.message.trim() !== '') return body.message;
  return FALLBACK_ERROR_TEXT;
}

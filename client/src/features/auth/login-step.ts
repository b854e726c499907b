/**
 * What a failed sign-in means for the form: a 401 whose `errors` has only `code` asks for the
 * two-factor code (or says the code was wrong); anything else is shown on the fields.
 */
import { ApiRequestError } from '../../http/api-client.ts';

export function needsTwoFactorCode(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return false;
  const errors = error.body?.errors;
  return errors !== undefined && Object.hasOwn(errors, 'code') && !Object.hasOwn(errors, 'email');
}

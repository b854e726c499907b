/**
 * Two-factor facts the API and the panel share (docs/decisions/016): how many recovery codes an
 * account gets, and the error the API answers (403) to a user whose role requires two-factor
 * while it is off — the panel then sends the user to the profile's two-factor set-up.
 */
import type { ApiError } from './schemas/error.ts';

export const RECOVERY_CODE_COUNT = 10;

/** The `errors` key of that 403 answer. */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';

/** Where the panel sends such a user: the profile's two-factor section. */
export const TWO_FACTOR_SETUP_HASH = 'two-factor';

export function isTwoFactorRequiredError(status: number, body: Partial<ApiError> | undefined): boolean {
  return status === 403 && body?.errors !== undefined && Object.hasOwn(body.errors, TWO_FACTOR_REQUIRED);
}

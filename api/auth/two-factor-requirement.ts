/**
 * The answer to a signed-in user whose role requires two-factor sign-in while it is off
 * (docs/decisions/016): 403 with `errors.two_factor_required`, which the panel reads to send the
 * user to the profile's two-factor set-up. Not 401: the BFF would take that for an expired token.
 */
import { TWO_FACTOR_REQUIRED } from '#shared/two-factor.ts';
import { HttpError } from '../errors/http-error.ts';

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Your role requires two-factor sign-in: turn it on in your profile first';

export function twoFactorRequired(): HttpError {
  return new HttpError(403, TWO_FACTOR_REQUIRED_MESSAGE, {
    [TWO_FACTOR_REQUIRED]: [TWO_FACTOR_REQUIRED_MESSAGE],
  });
}

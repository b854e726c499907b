import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_REQUIRED } from '#shared/two-factor.ts';
import { ApiRequestError } from '../../../http/api-client.ts';
import { needsTwoFactorSetup, TWO_FACTOR_SETUP_PATH } from './two-factor-gate.ts';

describe('the two-factor gate', () => {
  it('knows the API’s answer to a user who must set two-factor up', () => {
    const required = new ApiRequestError(403, {
      statusCode: 403,
      message: 'Your role requires two-factor sign-in',
      errors: { [TWO_FACTOR_REQUIRED]: ['Your role requires two-factor sign-in'] },
    });
    expect(needsTwoFactorSetup(required)).toBe(true);
    expect(
      needsTwoFactorSetup(
        new ApiRequestError(403, { statusCode: 403, message: 'Your role does not allow this' }),
      ),
    ).toBe(false);
    expect(needsTwoFactorSetup(new ApiRequestError(400, required.body))).toBe(false);
    expect(needsTwoFactorSetup(new Error('x'))).toBe(false);
    expect(TWO_FACTOR_SETUP_PATH).toBe('/panel/profile#two-factor');
  });
});

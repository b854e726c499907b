import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../http/api-client.ts';
import { needsTwoFactorCode } from './login-step.ts';

describe('sign-in steps', () => {
  it('asks for the code when the API answers 401 with errors.code', () => {
    const body = {
      statusCode: 401,
      message: 'A two-factor code is required',
      errors: { code: ['Enter the code'] },
    };
    expect(needsTwoFactorCode(new ApiRequestError(401, body))).toBe(true);
  });

  it('does not for wrong credentials or other failures', () => {
    const wrong = {
      statusCode: 401,
      message: 'No',
      errors: { email: ['These credentials do not match our records'] },
    };
    expect(needsTwoFactorCode(new ApiRequestError(401, wrong))).toBe(false);
    expect(
      needsTwoFactorCode(
        new ApiRequestError(400, { statusCode: 400, message: 'x', errors: { code: ['bad'] } }),
      ),
    ).toBe(false);
    expect(needsTwoFactorCode(new Error('network'))).toBe(false);
  });
});

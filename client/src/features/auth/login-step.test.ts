import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../http/api-client.ts';
import { needsTwoFactorCode } from './login-step.ts';

/** A failed sign-in as the client sees it: the API's error shape with its field errors. */
const refused = (statusCode: number, errors: Record<string, string[]>) =>
  new ApiRequestError(statusCode, { statusCode, message: 'Refused', errors });

describe('sign-in steps', () => {
  it('asks for the code when the API answers 401 with errors.code', () => {
    expect(needsTwoFactorCode(refused(401, { code: ['Enter the code'] }))).toBe(true);
  });

  it('does not for wrong credentials or other failures', () => {
    expect(needsTwoFactorCode(refused(401, { email: ['These credentials do not match our records'] }))).toBe(
      false,
    );
    expect(needsTwoFactorCode(refused(400, { code: ['bad'] }))).toBe(false);
    expect(needsTwoFactorCode(new Error('network'))).toBe(false);
  });
});

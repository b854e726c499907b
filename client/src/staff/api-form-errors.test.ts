import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../http/api-client.ts';
import { splitApiErrors } from './api-form-errors.ts';

describe('API errors on form fields', () => {
  it('puts each field’s messages on its field and the rest in a toast text', () => {
    const error = new ApiRequestError(400, {
      statusCode: 400,
      message: 'Invalid',
      errors: { email: ['is required'], other: ['nope', 'never'] },
    });
    expect(splitApiErrors(error, ['email', 'password'])).toEqual({
      fields: { email: 'is required' },
      rest: 'nope, never',
    });
  });

  it('falls back to the message, then to Error!', () => {
    expect(
      splitApiErrors(new ApiRequestError(409, { statusCode: 409, message: 'Taken' }), ['email']).rest,
    ).toBe('Taken');
    expect(splitApiErrors(new Error('x'), ['email']).rest).toBe('Error!');
  });
});

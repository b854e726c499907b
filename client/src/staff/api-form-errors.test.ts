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

describe('editing a field clears its message', () => {
  it('drops only that field, and keeps the same object when there was none', async () => {
    const { withoutField } = await import('./without-field.ts');
    const errors = { email: 'bad', password: 'short' };
    expect(withoutField(errors, 'email')).toEqual({ password: 'short' });
    expect(withoutField(errors, 'code')).toBe(errors);
  });
});

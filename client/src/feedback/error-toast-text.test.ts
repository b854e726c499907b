import { describe, expect, it } from 'vitest';
import { errorToastText } from './error-toast-text.ts';

describe('error toast text (docs/product.md#errors)', () => {
  it('joins every message of every field with commas', () => {
    expect(
      errorToastText({
        statusCode: 400,
        message: 'Invalid',
        errors: { email: ['is required', 'is too short'], name: ['is taken'] },
      }),
    ).toBe('is required, is too short, is taken');
  });

  it('falls back to the message when there are no field messages', () => {
    expect(errorToastText({ statusCode: 500, message: 'Server down', errors: {} })).toBe('Server down');
    expect(errorToastText({ statusCode: 404, message: 'Not here' })).toBe('Not here');
  });

  it('shows Error! when neither exists', () => {
    expect(errorToastText(undefined)).toBe('Error!');
    expect(errorToastText({ message: '' })).toBe('Error!');
  });
});

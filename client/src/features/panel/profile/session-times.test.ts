import { describe, expect, it } from 'vitest';
import { lastUsedText, signedInText } from './session-times.ts';

describe('session times', () => {
  const now = new Date('2026-11-23T14:00:00Z');
  it('a use within two minutes is "Active now"; older ones say how long ago', () => {
    expect(lastUsedText('2026-11-23T13:59:10Z', now)).toBe('Active now');
    expect(lastUsedText('2026-11-23T13:55:00Z', now)).toBe('Last used 5 minutes ago');
    expect(lastUsedText('2026-11-20T14:00:00Z', now)).toBe('Last used 3 days ago');
    expect(lastUsedText('garbage', now)).toBe('');
  });
  it('the sign-in as a date', () => {
    expect(signedInText('2026-11-02T09:30:00Z')).toMatch(/^Signed in 2 Nov 2026, \d\d:30$/);
  });
});

import { describe, expect, it } from 'vitest';
import { lastSignInText } from './last-sign-in.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('last sign-in text', () => {
  it('says never, just now, or how long ago', () => {
    expect(lastSignInText(null, NOW)).toBe('Never');
    expect(lastSignInText('2026-11-23T11:59:30Z', NOW)).toBe('just now');
    expect(lastSignInText('2026-11-23T11:55:00Z', NOW)).toBe('5 minutes ago');
    expect(lastSignInText('2026-11-23T09:00:00Z', NOW)).toBe('3 hours ago');
    expect(lastSignInText('2026-11-20T12:00:00Z', NOW)).toBe('3 days ago');
  });

  it('reads the API’s instants as UTC', () => {
    expect(lastSignInText('2026-11-23T10:59:00Z', NOW)).toBe('1 hour ago');
  });
});

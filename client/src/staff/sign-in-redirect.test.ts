import { describe, expect, it } from 'vitest';
import { afterSignInPath, isSafeReturnPath, signInPath } from './sign-in-redirect.ts';

describe('the way back after signing in', () => {
  it('returns to the panel page the user was on', () => {
    expect(signInPath('/panel/members?page=2')).toBe('/team-login?redirect=%2Fpanel%2Fmembers%3Fpage%3D2');
    expect(afterSignInPath('?redirect=%2Fpanel%2Fmembers%3Fpage%3D2')).toBe('/panel/members?page=2');
  });

  it('never leaves the site or the staff area', () => {
    for (const bad of [
      '//evil.test/panel',
      'https://evil.test',
      '/\\evil',
      '/members',
      'javascript:alert(1)',
      '/panel\u0000x',
    ]) {
      expect(isSafeReturnPath(bad), bad).toBe(false);
    }
    expect(afterSignInPath('?redirect=https%3A%2F%2Fevil.test')).toBe('/panel');
    expect(signInPath('/members')).toBe('/team-login');
  });
});

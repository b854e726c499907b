import { describe, expect, it } from 'vitest';
import { preloadTarget } from './link-preloader.ts';

describe('which links are preloaded', () => {
  it('preloads public pages and the members grid', () => {
    expect(preloadTarget('/members')).toBe('members');
    expect(preloadTarget('/members/taco-loco')).toBe('post');
    expect(preloadTarget('/')).toBe('post');
    expect(preloadTarget('/blog/opening-season#comments')).toBe('post');
  });
  it('never preloads the auth or panel areas, or paths no post can have', () => {
    expect(preloadTarget('/team-login')).toBeUndefined();
    expect(preloadTarget('/panel/pages/1/build')).toBeUndefined();
    expect(preloadTarget('/reset-password?token=x')).toBeUndefined();
    expect(preloadTarget('/Not Valid')).toBeUndefined();
  });
});

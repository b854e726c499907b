import { describe, expect, it } from 'vitest';
import { currentDomain } from './current-domain.ts';
import { navigationFor, PANEL_NAVIGATION } from './panel-navigation.ts';

describe('panel navigation', () => {
  it('links every post type, the FAQ and the tags for an editor', () => {
    const links = navigationFor([3]).flatMap((g) => g.items.map((i) => i.to));
    expect(links).toEqual([
      '/panel',
      '/panel/pages',
      '/panel/members',
      '/panel/cuisines',
      '/panel/showcases',
      '/panel/caterings',
      '/panel/blog',
      '/panel/faq',
      '/panel/taxonomy',
    ]);
  });

  it('hides everything from a user without a role', () => {
    expect(navigationFor([])).toEqual([]);
    expect(PANEL_NAVIGATION.length).toBeGreaterThan(0);
  });
});

describe('current domain', () => {
  const domains = [
    { id: 1, host: 'localhost' },
    { id: 2, host: 'tacos.localhost' },
  ];
  it('prefers the session’s domain, then the one switched to, then the page’s host, then the first', () => {
    expect(currentDomain(domains, 'tacos.localhost', 'localhost')?.id).toBe(2);
    expect(currentDomain(domains, null, 'tacos.localhost')?.id).toBe(2);
    expect(currentDomain(domains, 'gone.localhost', 'elsewhere')?.id).toBe(1);
    expect(currentDomain([], null, 'x')).toBeUndefined();
    expect(currentDomain(domains, 'tacos.localhost', 'tacos.localhost', 1)?.id).toBe(1);
  });
});

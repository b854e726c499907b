import { describe, expect, it } from 'vitest';
import type { MenuItem } from '#shared/schemas/domain-options.ts';
import { containsCurrent, isCurrentItem, isDropdown } from './menu-state.ts';

const item = (text: string, url: string, children?: MenuItem[]): MenuItem => ({
  text,
  url,
  type: 'VLink',
  uuid: text,
  ...(children ? { mode: 'dropdown' as const, children } : {}),
});

describe('menu state', () => {
  const members = item('Members', '/members', [item('Taco Loco', '/members/taco-loco')]);

  it('marks the item of the current path', () => {
    expect(isCurrentItem(item('About', '/about'), '/about/')).toBe(true);
    expect(isCurrentItem(item('About', '/about'), '/about-us')).toBe(false);
    expect(isCurrentItem(item('Home', '/'), '/')).toBe(true);
  });

  it('marks a dropdown that holds the current item', () => {
    expect(containsCurrent(members, '/members/taco-loco')).toBe(true);
    expect(containsCurrent(members, '/about')).toBe(false);
    expect(isDropdown(members)).toBe(true);
    expect(isDropdown(item('About', '/about'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/ids/roles.ts';
import { COLLECTIVE_SITES } from '../../../test-support/collective-sites.ts';
import {
  createdElsewhereText,
  listedOnManagedSite,
  notListedHereText,
  siteNames,
} from './created-user-place.ts';

const user = (roleId: number, domainIds: number[]) => ({
  firstname: 'Tina',
  lastname: 'Taco',
  email: 'tina@collective.test',
  roles: [{ id: roleId }],
  domains: domainIds.map((id) => ({ id, host: COLLECTIVE_SITES.find((s) => s.id === id)?.host ?? '' })),
});

describe('where a new account was made', () => {
  it('is listed on the managed site when linked to it, or when an owner looks at an owner', () => {
    expect(listedOnManagedSite(user(ROLE.editor, [1, 2]), 1, ROLE.admin)).toBe(true);
    expect(listedOnManagedSite(user(ROLE.editor, [2]), 1, ROLE.owner)).toBe(false);
    expect(listedOnManagedSite(user(ROLE.owner, []), 1, ROLE.owner)).toBe(true);
  });

  it('names the sites it was made on, for the toast and the list’s note', () => {
    expect(siteNames(user(ROLE.editor, [2, 3, 1]), COLLECTIVE_SITES)).toBe(
      'Taco Row, Burger Bus and Rolling Kitchens',
    );
    expect(createdElsewhereText(user(ROLE.editor, [2]), COLLECTIVE_SITES, false)).toBe(
      'Tina Taco was created on Taco Row: they can sign in now',
    );
    expect(createdElsewhereText(user(ROLE.editor, [2]), COLLECTIVE_SITES, true)).toBe(
      'Tina Taco was created on Taco Row: they can sign in once they set a password: the link was sent to tina@collective.test',
    );
    expect(notListedHereText(user(ROLE.editor, [2, 3]), COLLECTIVE_SITES, 1)).toBe(
      'Tina Taco was created on Taco Row and Burger Bus. This list shows the staff of Rolling Kitchens: to manage them, switch to one of their sites in the site menu at the top.',
    );
  });
});

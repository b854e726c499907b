/**
 * Where a new account was made, said plainly when it is not the managed site: the users screens
 * list only the staff of the site the panel manages (api/accounts/staff-users.ts), so an account
 * made for another site alone is not found here, and its screen would say "not found".
 */
import { ROLE, type RoleId } from '#shared/ids/roles.ts';
import type { StaffUser } from '#shared/schemas/users.ts';
import type { StaffDomain } from '../shell/staff-account.ts';
import { fullName } from './user-list-filter.ts';

/** Whether the managed site's users screens show the account: linked to it, or an owner to an owner. */
export function listedOnManagedSite(
  user: Pick<StaffUser, 'roles' | 'domains'>,
  managedSiteId: number | undefined,
  viewerRole: RoleId | undefined,
): boolean {
  if (managedSiteId === undefined) return true;
  if (viewerRole === ROLE.owner && user.roles.some((role) => role.id === ROLE.owner)) return true;
  return user.domains.some((domain) => domain.id === managedSiteId);
}

/** "Taco Row", "Taco Row and Burger Bus", "Taco Row, Burger Bus and Noodle Lane". */
export function siteNames(user: Pick<StaffUser, 'domains'>, known: readonly StaffDomain[]): string {
  const names = user.domains.map(
    (domain) => known.find((site) => site.id === domain.id)?.name || domain.host,
  );
  if (names.length <= 1) return names[0] ?? 'no site';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The success toast of an account made for other sites only. */
export function createdElsewhereText(
  user: Pick<StaffUser, 'firstname' | 'lastname' | 'email' | 'domains'>,
  known: readonly StaffDomain[],
  byLink: boolean,
): string {
  const signIn = byLink
    ? `they can sign in once they set a password: the link was sent to ${user.email}`
    : 'they can sign in now';
  return `${fullName(user)} was created on ${siteNames(user, known)}: ${signIn}`;
}

/** What the users list says after such an account was made (it is not in the list). */
export function notListedHereText(
  user: Pick<StaffUser, 'firstname' | 'lastname' | 'domains'>,
  known: readonly StaffDomain[],
  managedSiteId: number | undefined,
): string {
  const here = known.find((site) => site.id === managedSiteId);
  const managed = here ? here.name || here.host : 'this site';
  const target = user.domains.length > 1 ? 'one of their sites' : siteNames(user, known);
  return `${fullName(user)} was created on ${siteNames(user, known)}. This list shows the staff of ${managed}: to manage them, switch to ${target} in the site menu at the top.`;
}

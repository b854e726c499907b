/**
 * The filters of the users list, kept in the address (`?q=&role=&status=`) so a filtered list can
 * be shared and survives a reload: a text matched against name, email and sites, a role, and
 * active / deactivated. Rows come sorted by name.
 */
import { ROLE_IDS, type RoleId } from '#shared/ids/roles.ts';
import type { StaffUser } from '#shared/schemas/users.ts';

export const USER_STATUS_FILTERS = ['all', 'active', 'deactivated'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export interface UserListFilter {
  text: string;
  role: RoleId | null;
  status: UserStatusFilter;
}

export function readUserListFilter(params: URLSearchParams): UserListFilter {
  const role = Number(params.get('role'));
  const status = params.get('status');
  return {
    text: params.get('q') ?? '',
    role: (ROLE_IDS as readonly number[]).includes(role) ? (role as RoleId) : null,
    status: (USER_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as UserStatusFilter)
      : 'all',
  };
}

/** The address's parameters for a filter; defaults are left out. */
export function writeUserListFilter(filter: UserListFilter): URLSearchParams {
  const params = new URLSearchParams();
  const text = filter.text.trim();
  if (text) params.set('q', text);
  if (filter.role !== null) params.set('role', String(filter.role));
  if (filter.status !== 'all') params.set('status', filter.status);
  return params;
}

export function isFiltered(filter: UserListFilter): boolean {
  return filter.text.trim() !== '' || filter.role !== null || filter.status !== 'all';
}

export function fullName(user: Pick<StaffUser, 'firstname' | 'lastname'>): string {
  return `${user.firstname} ${user.lastname}`.trim();
}

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** The users the filter lets through, sorted by name (then email). */
export function filterUsers(users: readonly StaffUser[], filter: UserListFilter): StaffUser[] {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  return users
    .filter((user) => {
      if (filter.role !== null && !user.roles.some((r) => r.id === filter.role)) return false;
      if (filter.status === 'active' && user.deactivated_at !== null) return false;
      if (filter.status === 'deactivated' && user.deactivated_at === null) return false;
      const haystack = fold([fullName(user), user.email, ...user.domains.map((d) => d.host)].join(' '));
      return words.every((word) => haystack.includes(word));
    })
    .sort(
      (a, b) =>
        fullName(a).localeCompare(fullName(b), undefined, { sensitivity: 'base' }) ||
        a.email.localeCompare(b.email),
    );
}

import { describe, expect, it } from 'vitest';
import type { StaffUser } from '#shared/schemas/users.ts';
import { filterUsers, isFiltered, readUserListFilter, writeUserListFilter } from './user-list-filter.ts';

const user = (id: number, patch: Partial<StaffUser>): StaffUser => ({
  id,
  firstname: 'A',
  lastname: 'B',
  email: `u${id}@example.test`,
  roles: [{ id: 3 }],
  domains: [{ id: 1, host: 'localhost' }],
  two_factor: false,
  deactivated_at: null,
  last_sign_in_at: null,
  ...patch,
});

const USERS = [
  user(1, { firstname: 'Zoë', lastname: 'Óbrien', roles: [{ id: 2 }] }),
  user(2, { firstname: 'amir', lastname: 'Khan', domains: [{ id: 2, host: 'tacos.localhost' }] }),
  user(3, { firstname: 'Bea', lastname: 'Lund', deactivated_at: '2026-11-01T10:00:00Z' }),
];

describe('the users list filter', () => {
  it('sorts by name, ignoring case', () => {
    const all = readUserListFilter(new URLSearchParams());
    expect(filterUsers(USERS, all).map((u) => u.id)).toEqual([2, 3, 1]);
    expect(isFiltered(all)).toBe(false);
  });

  it('matches every word in name, email or site, without accents or case', () => {
    const by = (q: string) => filterUsers(USERS, { text: q, role: null, status: 'all' }).map((u) => u.id);
    expect(by('zoe obrien')).toEqual([1]);
    expect(by('TACOS')).toEqual([2]);
    expect(by('u3@')).toEqual([3]);
    expect(by('amir lund')).toEqual([]);
  });

  it('filters by role and by status', () => {
    expect(filterUsers(USERS, { text: '', role: 2, status: 'all' }).map((u) => u.id)).toEqual([1]);
    expect(filterUsers(USERS, { text: '', role: null, status: 'deactivated' }).map((u) => u.id)).toEqual([3]);
    expect(filterUsers(USERS, { text: '', role: null, status: 'active' }).map((u) => u.id)).toEqual([2, 1]);
  });

  it('reads and writes the address, refusing unknown values', () => {
    const filter = readUserListFilter(new URLSearchParams('q=bea&role=3&status=deactivated'));
    expect(filter).toEqual({ text: 'bea', role: 3, status: 'deactivated' });
    expect(writeUserListFilter(filter).toString()).toBe('q=bea&role=3&status=deactivated');
    expect(readUserListFilter(new URLSearchParams('role=9&status=gone'))).toEqual({
      text: '',
      role: null,
      status: 'all',
    });
    expect(writeUserListFilter({ text: '  ', role: null, status: 'all' }).toString()).toBe('');
  });
});

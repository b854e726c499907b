/**
 * What a staff account may reach: its role and its domains. Owners reach every domain; a
 * deactivated account reaches nothing.
 */
import type { UserRow } from '../db/tables.ts';
import type { UserStore } from './user-store.ts';

export interface StaffAccess {
  user: UserRow;
  roleId: number;
  domainIds: number[];
}

export async function loadStaffAccess(users: UserStore, userId: number): Promise<StaffAccess | undefined> {
  const user = await users.findById(userId);
  if (!user || user.deactivated_at !== null) return undefined;
  return { user, roleId: user.role_id, domainIds: await users.domainIdsOf(user) };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

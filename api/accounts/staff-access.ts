/**
 * What a staff account may reach: its role and its domains. Owners reach every domain.
 */
import type { Kysely } from 'kysely';
import { ROLE } from '#shared/ids/roles.ts';
import type { Database, UserRow } from '../db/tables.ts';

export interface StaffAccess {
  user: UserRow;
  roleId: number;
  domainIds: number[];
}

export async function domainIdsOfUser(db: Kysely<Database>, user: Pick<UserRow, 'id' | 'role_id'>) {
  if (user.role_id === ROLE.owner) {
    const rows = await db.selectFrom('domains').select('id').orderBy('id').execute();
    return rows.map((r) => r.id);
  }
  const rows = await db
    .selectFrom('user_domains')
    .select('domain_id')
    .where('user_id', '=', user.id)
    .orderBy('domain_id')
    .execute();
  return rows.map((r) => r.domain_id);
}

export async function loadStaffAccess(
  db: Kysely<Database>,
  userId: number,
): Promise<StaffAccess | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  return { user, roleId: user.role_id, domainIds: await domainIdsOfUser(db, user) };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

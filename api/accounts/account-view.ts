/** The `GET /api/account` answer: the user, the domains it may work on, its roles. */
import type { Kysely } from 'kysely';
import type { Account } from '../../shared/schemas/content.ts';
import type { Database } from '../db/tables.ts';
import type { StaffAccess } from './staff-access.ts';

export async function accountView(db: Kysely<Database>, access: StaffAccess): Promise<Account> {
  const domains =
    access.domainIds.length === 0
      ? []
      : await db
          .selectFrom('domains')
          .select(['id', 'host'])
          .where('id', 'in', access.domainIds)
          .orderBy('id')
          .execute();
  const { user } = access;
  return {
    user: { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email },
    domains,
    roles: [{ id: access.roleId }],
    two_factor: user.totp_secret !== null,
  };
}

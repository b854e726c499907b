/** The `GET /api/account` answer: the user, the domains it may work on, its roles. */
import type { Kysely } from 'kysely';
import type { Account } from '#shared/schemas/content.ts';
import type { Database } from '../db/tables.ts';
import type { StaffAccess } from './staff-access.ts';

/** `sessionDomainId`: the domain of the session's token, answered as `domain`. */
export async function accountView(
  db: Kysely<Database>,
  access: StaffAccess,
  sessionDomainId?: number,
): Promise<Account> {
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
  const current = domains.find((d) => d.id === sessionDomainId);
  return {
    user: { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email },
    domains,
    roles: [{ id: access.roleId }],
    two_factor: user.totp_secret !== null,
    ...(current ? { domain: current } : {}),
  };
}

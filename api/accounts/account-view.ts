/** The `GET /api/account` answer: the user, the domains it may work on, its roles. */
import type { Account } from '#shared/schemas/content.ts';
import type { DomainStore } from '../sites/domain-store.ts';
import type { StaffAccess } from './staff-access.ts';

/** `sessionDomainId`: the domain of the session's token, answered as `domain`. */
export async function accountView(
  domainStore: DomainStore,
  access: StaffAccess,
  sessionDomainId?: number,
): Promise<Account> {
  const domains = await domainStore.listHostsByIds(access.domainIds);
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

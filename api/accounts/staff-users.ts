/**
 * Staff accounts as the users screen sees them, and the rules of who may see and manage whom. An
 * admin sees the staff of its own site and, of each, only the sites it manages itself: never an
 * owner that is not on its site, nor the hosts of other sites. Owners see everyone.
 */
import { ROLE } from '#shared/ids/roles.ts';
import type { StaffUser } from '#shared/schemas/users.ts';
import type { SessionContext } from '../app-types.ts';
import type { UserRow } from '../db/tables.ts';
import { toIsoInstant } from '../db/timestamps.ts';
import { badRequest, forbidden, notFound } from '../errors/http-error.ts';
import type { DomainStore } from '../sites/domain-store.ts';
import type { UserStore } from './user-store.ts';

/** `visibleDomainIds`: the domains of the one who looks (a session's `domainIds`); others are left out. */
export async function toStaffUser(
  stores: { users: UserStore; domains: DomainStore },
  user: UserRow,
  visibleDomainIds: readonly number[],
): Promise<StaffUser> {
  const domainIds = (await stores.users.domainIdsOf(user)).filter((id) => visibleDomainIds.includes(id));
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    roles: [{ id: user.role_id }],
    domains: await stores.domains.listHostsByIds(domainIds),
    two_factor: user.totp_secret !== null,
    deactivated_at: toIsoInstant(user.deactivated_at),
    last_sign_in_at: toIsoInstant(user.last_sign_in_at),
  };
}

/** Staff of the domain as the session may see them: its linked users, and every owner for an owner. */
export async function listUsersOfDomain(
  users: UserStore,
  session: SessionContext,
  domainId: number,
): Promise<UserRow[]> {
  return users.listOfDomain(domainId, { withOwners: session.roleId === ROLE.owner });
}

/**
 * A user of the domain that the session may see (as in `listUsersOfDomain`), or 404 — the same
 * answer as for an id that does not exist.
 */
export async function findUserOfDomain(
  users: UserStore,
  session: SessionContext,
  domainId: number,
  userId: number,
): Promise<UserRow> {
  const user = await users.findById(userId);
  if (!user) throw notFound('User not found');
  if (user.role_id === ROLE.owner && session.roleId === ROLE.owner) return user;
  if (!(await users.isLinkedToDomain(userId, domainId))) throw notFound('User not found');
  return user;
}

/**
 * Of these accounts, the ones the session may see on one of its sites, as `findUserOfDomain`
 * answers them site by site: for an admin, the accounts linked to one of its sites — not another
 * site's staff, not an owner off its sites, not an account since deleted. Owners see everyone.
 */
export async function visibleUserIds(
  users: UserStore,
  session: SessionContext,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (session.roleId === ROLE.owner) return new Set(userIds);
  return new Set(await users.idsLinkedToDomains([...new Set(userIds)], session.domainIds));
}

/** Only an owner may grant or manage the owner role. */
export function assertMayManageRole(session: SessionContext, roleId: number): void {
  if (roleId === ROLE.owner && session.roleId !== ROLE.owner)
    throw forbidden('Only an owner may manage owners');
}

/** Domains granted must be ones the acting user has (owners have all). */
export function assertMayGrantDomains(session: SessionContext, domainIds: readonly number[]): void {
  const foreign = domainIds.filter((id) => !session.domainIds.includes(id));
  if (foreign.length > 0) {
    throw badRequest('You cannot grant these domains', { domain_ids: [`Not yours: ${foreign.join(', ')}`] });
  }
}

/**
 * The account-wide fields of a user (email, password, role — `role_id` is one per account) may
 * only be changed by someone who manages every site the account works on: otherwise an admin of
 * one site could take over, or promote, an account on a site it does not manage.
 */
export async function assertControlsWholeAccount(
  users: UserStore,
  session: SessionContext,
  user: UserRow,
): Promise<void> {
  if (session.roleId === ROLE.owner) return;
  const foreign = (await users.domainIdsOf(user)).filter((id) => !session.domainIds.includes(id));
  if (foreign.length > 0) {
    throw forbidden(
      'This account also works on sites you do not manage: only its name and your sites can change',
    );
  }
}

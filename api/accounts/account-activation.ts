/**
 * Deactivating and reactivating a staff account (the users screen). A deactivated account keeps
 * its data and its links to sites but cannot sign in (403 with a clear message once its password
 * is right), cannot refresh, and its sessions are revoked the moment it is deactivated; the access
 * guard refuses its access tokens too (staff-access.ts). Who may do it: whoever may manage the
 * account's role and controls every site the account works on (staff-users.ts) — never oneself,
 * and never the last owner that can still sign in.
 */
import { ROLE } from '#shared/ids/roles.ts';
import type { SessionContext } from '../app-types.ts';
import type { RefreshSessions } from '../auth/refresh-sessions.ts';
import type { UserRow } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { badRequest, conflict } from '../errors/http-error.ts';
import { assertControlsWholeAccount, assertMayManageRole } from './staff-users.ts';
import type { UserStore } from './user-store.ts';

export const DEACTIVATED_MESSAGE =
  'This account is deactivated: ask an administrator of the site to reactivate it';

interface ActivationDeps {
  users: UserStore;
  sessions: RefreshSessions;
}

async function assertMayChangeActivation(
  users: UserStore,
  session: SessionContext,
  user: UserRow,
  verb: 'deactivate' | 'reactivate',
): Promise<void> {
  if (user.id === session.userId) {
    const message = `You cannot ${verb} yourself`;
    throw badRequest(message, { id: [message] });
  }
  assertMayManageRole(session, user.role_id);
  await assertControlsWholeAccount(users, session, user);
}

/** Deactivates the account (kept as it is when it already is) and revokes its sessions at once. */
export async function deactivateAccount(
  deps: ActivationDeps,
  session: SessionContext,
  user: UserRow,
): Promise<void> {
  await assertMayChangeActivation(deps.users, session, user, 'deactivate');
  if (user.role_id === ROLE.owner && (await deps.users.countActiveOwners(user.id)) === 0) {
    const message = 'The last owner who can sign in cannot be deactivated';
    throw conflict(message, { id: [message] });
  }
  if (user.deactivated_at === null) await deps.users.setDeactivated(user.id, nowTimestamp());
  await deps.sessions.revokeAllOfUser(user.id, 'account deactivated');
}

/** Lets the account sign in again (its old sessions stay revoked). */
export async function reactivateAccount(
  deps: ActivationDeps,
  session: SessionContext,
  user: UserRow,
): Promise<void> {
  await assertMayChangeActivation(deps.users, session, user, 'reactivate');
  if (user.deactivated_at !== null) await deps.users.setDeactivated(user.id, null);
}

/** Refuses work for a deactivated account (409), e.g. mailing it a password link. */
export function assertActive(user: UserRow): void {
  if (user.deactivated_at !== null) {
    const message = 'This account is deactivated: reactivate it first';
    throw conflict(message, { id: [message] });
  }
}

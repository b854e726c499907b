/**
 * Who may do something, declared once for the API's routes (`config.access`) and the panel's
 * screens and collections (shared/panel-screens.ts, shared/collections/):
 * - `public`: anyone (the site's visitors);
 * - `signed-in`: any valid session, on any of its domains;
 * - `editor` / `admin` / `owner`: that role or a stronger one (the API also requires the
 *   session's domain to be the request's site, docs/decisions/002);
 * - `bff`: only the BFF, by the secret it shares with the API (`BFF_API_SECRET`,
 *   shared/config/bff-api-secret.ts), never a session: the visitor insights' batches and salt.
 */
import { hasRoleAtLeast, ROLE, type RoleId } from './ids/roles.ts';

export const ACCESS_LEVELS = ['public', 'signed-in', 'editor', 'admin', 'owner', 'bff'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The levels that need a staff role: what a panel screen or a collection operation declares. */
export type StaffAccessLevel = Extract<AccessLevel, 'editor' | 'admin' | 'owner'>;

/** The minimal role of each staff level. */
export const MINIMAL_ROLE: Readonly<Record<StaffAccessLevel, RoleId>> = {
  editor: ROLE.editor,
  admin: ROLE.admin,
  owner: ROLE.owner,
};

/** True when a user with these role ids meets `level` (the role part only: the API checks the site too). */
export function rolesMeet(roleIds: readonly number[], level: StaffAccessLevel): boolean {
  return hasRoleAtLeast(roleIds, MINIMAL_ROLE[level]);
}

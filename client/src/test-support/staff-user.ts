/**
 * A staff account as `GET /api/users` answers it, for tests: an editor of the site at localhost,
 * active, without two-factor, never signed in — each test names only what it is about.
 */
import { ROLE } from '#shared/ids/roles.ts';
import type { StaffUser } from '#shared/schemas/users.ts';

export function staffUser(
  fields: Pick<StaffUser, 'id' | 'firstname' | 'lastname' | 'email'> & Partial<StaffUser>,
): StaffUser {
  return {
    roles: [{ id: ROLE.editor }],
    domains: [{ id: 1, host: 'localhost' }],
    two_factor: false,
    deactivated_at: null,
    last_sign_in_at: null,
    ...fields,
  };
}

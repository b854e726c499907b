/**
 * The accounts an audit answer names, as the viewer may see them (issue 23). An event keeps who
 * acted and whom a users call touched as they were, but the viewer of the log may not see every
 * such account: a failed sign-in on its site with another site's staff email, an owner off its
 * sites, an account since deleted — `GET /api/users/{id}` answers 404 for each. Those are shown as
 * the log shows an email that names no account: no id, no name, `unknown account`; a user acted
 * on loses its id and label ("… deleted a user"). The rule is `visibleUserIds` (staff-users.ts);
 * owners see everyone.
 */
import { UNKNOWN_ACCOUNT } from '#shared/audit.ts';
import type { AuditEvent } from '#shared/schemas/audit.ts';
import { visibleUserIds } from '../accounts/staff-users.ts';
import type { UserStore } from '../accounts/user-store.ts';
import type { SessionContext } from '../app-types.ts';

/** the entity of the users routes (`/api/users/:id…`), whose id is an account's */
const USERS_ENTITY = 'users';

const UNKNOWN: AuditEvent['user'] = { id: null, name: null, email: UNKNOWN_ACCOUNT };

function targetUserId(event: AuditEvent): number | undefined {
  return event.entity === USERS_ENTITY && event.entity_id !== null && /^\d+$/.test(event.entity_id)
    ? Number(event.entity_id)
    : undefined;
}

/** The events with every account the session may not see made unknown. */
export async function hideUnseenAccounts(
  users: UserStore,
  session: SessionContext,
  events: AuditEvent[],
): Promise<AuditEvent[]> {
  const named = events.flatMap((event) =>
    [event.user.id, targetUserId(event)].filter((id): id is number => typeof id === 'number'),
  );
  const seen = await visibleUserIds(users, session, named);
  return events.map((event) => {
    const target = targetUserId(event);
    return {
      ...event,
      // an actor without an id is already no one the viewer could look up
      user: event.user.id === null || seen.has(event.user.id) ? event.user : UNKNOWN,
      ...(target === undefined || seen.has(target) ? {} : { entity_id: null, entity_label: null }),
    };
  });
}

/** Whether the session may see the account (the user filter of the log: else it finds nothing). */
export async function seesAccount(
  users: UserStore,
  session: SessionContext,
  userId: number,
): Promise<boolean> {
  return (await visibleUserIds(users, session, [userId])).has(userId);
}

/** The people of the log's user filter that the session may see; the others are left out. */
export async function onlySeenPeople<Person extends { id: number }>(
  users: UserStore,
  session: SessionContext,
  people: Person[],
): Promise<Person[]> {
  const seen = await visibleUserIds(
    users,
    session,
    people.map((person) => person.id),
  );
  return people.filter((person) => seen.has(person.id));
}

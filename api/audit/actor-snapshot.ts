/** Who did it, as the audit log keeps it: the account's id, name and email at that moment. */
import type { UserStore } from '../accounts/user-store.ts';
import type { UserRow } from '../db/tables.ts';
import type { NewAuditEvent } from './audit-store.ts';

export type ActorSnapshot = Pick<NewAuditEvent, 'user_id' | 'user_name' | 'user_email'>;

export function snapshotOf(user: Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'email'>): ActorSnapshot {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return { user_id: user.id, user_name: name || null, user_email: user.email };
}

/** The snapshot of an account by id (an account already gone keeps only its id). */
export async function actorSnapshot(users: UserStore, userId: number): Promise<ActorSnapshot> {
  const user = await users.findById(userId);
  return user ? snapshotOf(user) : { user_id: userId, user_name: null, user_email: null };
}

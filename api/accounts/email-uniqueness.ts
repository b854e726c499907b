import { conflict } from '../errors/http-error.ts';
import type { UserStore } from './user-store.ts';

/** Throws 409 with `errors.email` when another account already uses this email. */
export async function assertEmailFree(users: UserStore, email: string, exceptUserId?: number): Promise<void> {
  if (await users.isEmailTaken(email, exceptUserId)) {
    throw conflict('This email is already taken', { email: ['This email is already taken'] });
  }
}

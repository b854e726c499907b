import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { conflict } from '../errors/http-error.ts';

/** Throws 409 with `errors.email` when another account already uses this email. */
export async function assertEmailFree(
  db: Kysely<Database>,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  if (await query.executeTakeFirst()) {
    throw conflict('This email is already taken', { email: ['This email is already taken'] });
  }
}

/**
 * Staff accounts can be deactivated (sign-in and refresh refused, sessions revoked at once) and
 * reactivated, and the users screen shows when each last signed in (docs/decisions/018-staff-accounts-lifecycle.md).
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}

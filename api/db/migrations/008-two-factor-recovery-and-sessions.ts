/**
 * Issue 9 (profile, two-factor, sessions; docs/decisions/016):
 * - `recovery_codes`: the one-time codes of an account with two-factor on, stored as hashes;
 *   `used_at` set when one is spent, all replaced when new ones are made;
 * - `two_factor_role_requirements`: the roles whose users must have two-factor on (owners set it);
 * - `session_families` learn their device (user agent), address and when they were last used.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and take an untyped Kysely
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('two_factor_role_requirements')
    .addColumn('role_id', 'integer', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('session_families').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('session_families').addColumn('address', 'text').execute();
  await db.schema.alterTable('session_families').addColumn('last_used_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('session_families').dropColumn('last_used_at').execute();
  await db.schema.alterTable('session_families').dropColumn('address').execute();
  await db.schema.alterTable('session_families').dropColumn('user_agent').execute();
  await db.schema.dropTable('two_factor_role_requirements').execute();
  await db.schema.dropTable('recovery_codes').execute();
}

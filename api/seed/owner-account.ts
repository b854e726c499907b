/**
 * The first owner account of an empty database: ADMIN_EMAIL / ADMIN_PASSWORD when given,
 * otherwise `admin@localhost` with a generated password printed once, clearly, on the console.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROLE } from '#shared/ids/roles.ts';
import { SEEDED_OWNER_NAME } from '#shared/seeded-owner.ts';
import { normalizeEmail } from '../accounts/staff-access.ts';
import { createUserStore } from '../accounts/user-store.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/tables.ts';

export const DEFAULT_OWNER_EMAIL = 'admin@localhost';

export interface OwnerSeedResult {
  email: string;
  /** set only when it was generated (the caller prints it once) */
  generatedPassword: string | undefined;
}

/** Creates the owner when there is no staff account at all; undefined when there already was one. */
export interface OwnerSeedOptions {
  email?: string | undefined;
  password?: string | undefined;
  scryptCost: number;
}

export async function seedOwnerIfNone(
  db: Kysely<Database>,
  options: OwnerSeedOptions,
): Promise<OwnerSeedResult | undefined> {
  const users = createUserStore(db);
  if (await users.hasAnyUser()) return undefined;
  const email = normalizeEmail(options.email || DEFAULT_OWNER_EMAIL);
  const generatedPassword = options.password ? undefined : randomBytes(12).toString('base64url');
  const password = options.password || (generatedPassword as string);
  await users.create(
    {
      email,
      // no person's name is known here: the account is named for its role until its owner names it
      ...SEEDED_OWNER_NAME,
      password_hash: await hashPassword(password, options.scryptCost),
      role_id: ROLE.owner,
    },
    [],
  );
  return { email, generatedPassword };
}

export function announceGeneratedOwner(result: OwnerSeedResult): void {
  if (!result.generatedPassword) return;
  const lines = [
    '',
    '================================================================',
    ' Content API: first owner account created',
    `   email:    ${result.email}`,
    `   password: ${result.generatedPassword}`,
    ' This password is shown only once. Change it after signing in,',
    ' or set ADMIN_EMAIL / ADMIN_PASSWORD before the first start.',
    '================================================================',
    '',
  ];
  console.log(lines.join('\n'));
}

import Type, { type Static } from 'typebox';
import { ROLE_IDS } from '../ids/roles.ts';
import { EmailSchema, NewPasswordSchema } from './auth.ts';
import { IdSchema } from './common.ts';

/** Staff accounts of a site (`/api/users`, admin). */

/** An instant of the API as ISO 8601 in UTC (`2026-11-23T13:05:00Z`), or null. */
const InstantOrNull = Type.Union([Type.String(), Type.Null()]);

export const StaffUserSchema = Type.Object({
  id: IdSchema,
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  roles: Type.Array(Type.Object({ id: IdSchema })),
  domains: Type.Array(Type.Object({ id: IdSchema, host: Type.String() })),
  two_factor: Type.Boolean(),
  /** when the account was deactivated (no sign-in, no refresh), null while active */
  deactivated_at: InstantOrNull,
  /** the last successful sign-in, null when it never signed in */
  last_sign_in_at: InstantOrNull,
});
export type StaffUser = Static<typeof StaffUserSchema>;

export const RoleIdSchema = Type.Enum(ROLE_IDS);

/** The fields of an account that the users screen sets (and `PUT /api/users/{id}` changes). */
const userFields = {
  email: EmailSchema,
  firstname: Type.String({ minLength: 1, maxLength: 100 }),
  lastname: Type.String({ minLength: 1, maxLength: 100 }),
  password: NewPasswordSchema,
  role_id: RoleIdSchema,
  /** default: the site of the request */
  domain_ids: Type.Optional(Type.Array(IdSchema, { minItems: 1, maxItems: 100 })),
};

/**
 * A new account: either a typed `password`, or `send_password_link: true` to mail the user a
 * one-time link to choose one (exactly one of the two; the API says which is missing).
 */
export const UserCreateBodySchema = Type.Object(
  {
    ...userFields,
    password: Type.Optional(NewPasswordSchema),
    send_password_link: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UserCreateBody = Static<typeof UserCreateBodySchema>;

export const UserUpdateBodySchema = Type.Partial(Type.Object(userFields), { additionalProperties: false });
export type UserUpdateBody = Static<typeof UserUpdateBodySchema>;

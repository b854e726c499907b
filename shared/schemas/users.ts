import Type, { type Static } from 'typebox';
import { ROLE_IDS } from '../ids/roles.ts';
import { EmailSchema, NewPasswordSchema } from './auth.ts';
import { IdSchema } from './common.ts';

/** Staff accounts of a site (`/api/users`, admin). */

export const StaffUserSchema = Type.Object({
  id: IdSchema,
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  roles: Type.Array(Type.Object({ id: IdSchema })),
  domains: Type.Array(Type.Object({ id: IdSchema, host: Type.String() })),
  two_factor: Type.Boolean(),
});
export type StaffUser = Static<typeof StaffUserSchema>;

export const RoleIdSchema = Type.Enum(ROLE_IDS);

export const UserCreateBodySchema = Type.Object(
  {
    email: EmailSchema,
    firstname: Type.String({ minLength: 1, maxLength: 100 }),
    lastname: Type.String({ minLength: 1, maxLength: 100 }),
    password: NewPasswordSchema,
    role_id: RoleIdSchema,
    /** default: the site of the request */
    domain_ids: Type.Optional(Type.Array(IdSchema, { minItems: 1, maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type UserCreateBody = Static<typeof UserCreateBodySchema>;

export const UserUpdateBodySchema = Type.Partial(UserCreateBodySchema, { additionalProperties: false });
export type UserUpdateBody = Static<typeof UserUpdateBodySchema>;

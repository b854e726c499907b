/**
 * The form of the new-user and edit-user screens: its values, the client-side checks (the API's
 * own rules, said early), the bodies `POST /api/users` and `PUT /api/users/{id}` take, and where the
 * API's field errors go. An admin may grant only the roles and sites it holds itself: the choices
 * offered are limited so (the API refuses the rest anyway).
 */
import { hasRoleAtLeast, ROLE, ROLE_IDS, ROLE_LABELS, type RoleId } from '#shared/ids/roles.ts';
import type { StaffUser, UserCreateBody, UserUpdateBody } from '#shared/schemas/users.ts';

/** How a new user gets its first password. */
export type PasswordChoice = 'link' | 'typed';

export interface UserFormValues {
  firstname: string;
  lastname: string;
  email: string;
  /** a role id as the select's value */
  role: string;
  /** domain ids as the multi-select's values */
  domains: string[];
  passwordChoice: PasswordChoice;
  password: string;
}

export type UserFormField = keyof UserFormValues;

/** At least this many characters (NewPasswordSchema, shared/schemas/auth.ts). */
export const MIN_PASSWORD_LENGTH = 10;
const EMAIL = /^[^@\s]+@[^@\s]+$/;

export function initialUserValues(siteId?: number): UserFormValues {
  return {
    firstname: '',
    lastname: '',
    email: '',
    role: String(ROLE.editor),
    domains: siteId === undefined ? [] : [String(siteId)],
    passwordChoice: 'link',
    password: '',
  };
}

export function valuesFromUser(user: StaffUser): UserFormValues {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: String(user.roles[0]?.id ?? ROLE.editor),
    domains: user.domains.map((d) => String(d.id)),
    passwordChoice: 'link',
    password: '',
  };
}

/** The roles someone with `myRole` may give: its own and the weaker ones. */
export function grantableRoles(myRole: RoleId | undefined): { value: string; label: string }[] {
  if (myRole === undefined) return [];
  return ROLE_IDS.filter((id) => hasRoleAtLeast([myRole], id)).map((id) => ({
    value: String(id),
    label: ROLE_LABELS[id],
  }));
}

/** Owners work on every site without links: their form has no sites to choose. */
export const isOwnerRole = (role: string) => Number(role) === ROLE.owner;

export function validateUserForm(
  values: UserFormValues,
  mode: 'create' | 'edit',
): Partial<Record<UserFormField, string>> {
  const errors: Partial<Record<UserFormField, string>> = {};
  if (!values.firstname.trim()) errors.firstname = 'Enter the first name';
  else if (values.firstname.trim().length > 100) errors.firstname = 'At most 100 characters';
  if (!values.lastname.trim()) errors.lastname = 'Enter the last name';
  else if (values.lastname.trim().length > 100) errors.lastname = 'At most 100 characters';
  const email = values.email.trim();
  if (!email) errors.email = 'Enter the email address';
  else if (!EMAIL.test(email) || email.length > 254)
    errors.email = 'Enter an email address like name@example.com';
  if (!isOwnerRole(values.role) && values.domains.length === 0) errors.domains = 'Choose at least one site';
  if (mode === 'create' && values.passwordChoice === 'typed') {
    if (values.password.length < MIN_PASSWORD_LENGTH) {
      errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
    } else if (values.password.length > 200) errors.password = 'At most 200 characters';
  }
  return errors;
}

const domainIds = (values: UserFormValues) => values.domains.map(Number);

export function toCreateBody(values: UserFormValues): UserCreateBody {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    role_id: Number(values.role) as RoleId,
    ...(isOwnerRole(values.role) ? {} : { domain_ids: domainIds(values) }),
    ...(values.passwordChoice === 'typed' ? { password: values.password } : { send_password_link: true }),
  };
}

/**
 * The changed fields only: the API refuses some of them for some accounts (one's own email, an
 * account on sites the admin does not manage), so what did not change is never sent.
 */
export function toUpdateBody(values: UserFormValues, user: StaffUser): UserUpdateBody {
  const before = valuesFromUser(user);
  const body: UserUpdateBody = {};
  if (values.firstname.trim() !== before.firstname) body.firstname = values.firstname.trim();
  if (values.lastname.trim() !== before.lastname) body.lastname = values.lastname.trim();
  if (values.email.trim() !== before.email) body.email = values.email.trim();
  if (values.role !== before.role) body.role_id = Number(values.role) as RoleId;
  const sameSites =
    values.domains.length === before.domains.length &&
    values.domains.every((d) => before.domains.includes(d));
  if (!sameSites && !isOwnerRole(values.role)) body.domain_ids = domainIds(values);
  return body;
}

/** The API's error fields by the form's fields. */
const FIELD_OF: Record<string, UserFormField> = {
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  password: 'password',
  send_password_link: 'passwordChoice',
  role_id: 'role',
  domain_ids: 'domains',
};

export const USER_API_FIELDS: readonly string[] = Object.keys(FIELD_OF);

/** The API's field errors (first message of each, as `splitApiErrors` gives them) on the form's fields. */
export function userFieldErrors(apiFields: Record<string, string>): Partial<Record<UserFormField, string>> {
  const out: Partial<Record<UserFormField, string>> = {};
  for (const [name, message] of Object.entries(apiFields)) {
    const field = FIELD_OF[name];
    if (field) out[field] = message;
  }
  return out;
}

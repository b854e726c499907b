import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/ids/roles.ts';
import { staffUser } from '../../../test-support/staff-user.ts';
import {
  grantableRoles,
  initialUserValues,
  toCreateBody,
  toUpdateBody,
  userFieldErrors,
  validateUserForm,
  valuesFromUser,
} from './user-form.ts';

const USER = staffUser({ id: 7, firstname: 'Nia', lastname: 'Cook', email: 'nia@example.test' });

describe('the user form', () => {
  it('offers only the roles the signed-in user holds or weaker', () => {
    expect(grantableRoles(ROLE.owner).map((r) => r.label)).toEqual(['Owner', 'Admin', 'Editor']);
    expect(grantableRoles(ROLE.admin).map((r) => r.label)).toEqual(['Admin', 'Editor']);
    expect(grantableRoles(ROLE.editor).map((r) => r.label)).toEqual(['Editor']);
    expect(grantableRoles(undefined)).toEqual([]);
  });

  it('sends a password link by default, or the typed password', () => {
    const values = {
      ...initialUserValues(1),
      firstname: ' Nia ',
      lastname: 'Cook',
      email: 'nia@example.test ',
    };
    expect(toCreateBody(values)).toEqual({
      firstname: 'Nia',
      lastname: 'Cook',
      email: 'nia@example.test',
      role_id: ROLE.editor,
      domain_ids: [1],
      send_password_link: true,
    });
    const typed = toCreateBody({ ...values, passwordChoice: 'typed', password: 'a long password' });
    expect(typed).toMatchObject({ password: 'a long password' });
    expect(typed).not.toHaveProperty('send_password_link');
    expect(toCreateBody({ ...values, role: String(ROLE.owner) })).not.toHaveProperty('domain_ids');
  });

  it('checks what the API would refuse', () => {
    expect(validateUserForm(initialUserValues(), 'create')).toEqual({
      firstname: 'Enter the first name',
      lastname: 'Enter the last name',
      email: 'Enter the email address',
      domains: 'Choose at least one site',
    });
    const typed = { ...valuesFromUser(USER), passwordChoice: 'typed' as const, password: 'short' };
    expect(validateUserForm(typed, 'create')).toEqual({ password: 'Use at least 10 characters' });
    expect(validateUserForm(typed, 'edit')).toEqual({});
    expect(validateUserForm({ ...typed, email: 'not-an-email' }, 'edit').email).toMatch(/like name@/);
  });

  it('sends only what changed on edit', () => {
    const values = valuesFromUser(USER);
    expect(toUpdateBody(values, USER)).toEqual({});
    expect(toUpdateBody({ ...values, firstname: 'Nina', domains: ['1', '2'] }, USER)).toEqual({
      firstname: 'Nina',
      domain_ids: [1, 2],
    });
    expect(toUpdateBody({ ...values, role: String(ROLE.admin) }, USER)).toEqual({ role_id: ROLE.admin });
  });

  it('puts the API’s field errors on the form’s fields', () => {
    expect(
      userFieldErrors({ email: 'This email is already taken', domain_ids: 'Not yours: 2', other: 'x' }),
    ).toEqual({
      email: 'This email is already taken',
      domains: 'Not yours: 2',
    });
  });
});

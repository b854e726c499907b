import { describe, expect, it } from 'vitest';
import type { Account } from '#shared/schemas/content.ts';
import { accountFormProblems, accountFormValues, accountUpdateOf } from './account-update.ts';

const account = (twoFactor: boolean): Account => ({
  user: { id: 3, firstname: 'Eddie', lastname: 'Cook', email: 'eddie@example.test' },
  domains: [{ id: 1, host: 'localhost' }],
  roles: [{ id: 3 }],
  two_factor: twoFactor,
});

describe('the name-and-email form', () => {
  it('sends only what changed; a name needs no password', () => {
    const values = { ...accountFormValues(account(false)), firstname: ' Ed ' };
    expect(accountFormProblems(values, account(false))).toEqual({});
    expect(accountUpdateOf(values, account(false))).toEqual({ firstname: 'Ed' });
  });

  it('a new email needs the current password, and the app’s code with two-factor on', () => {
    const values = { ...accountFormValues(account(true)), email: 'new@example.test' };
    expect(accountFormProblems(values, account(true))).toEqual({
      current_password: 'Enter your current password to change the email',
      code: 'Enter the 6-digit code of your app',
    });
    const proven = { ...values, current_password: 'secret', code: '123 456' };
    expect(accountFormProblems(proven, account(true))).toEqual({});
    expect(accountUpdateOf(proven, account(true))).toEqual({
      email: 'new@example.test',
      current_password: 'secret',
      code: '123456',
    });
    expect(accountUpdateOf(proven, account(false))).toEqual({
      email: 'new@example.test',
      current_password: 'secret',
    });
  });

  it('the same email in other letters is no change', () => {
    const values = { ...accountFormValues(account(false)), email: 'Eddie@Example.test' };
    expect(accountUpdateOf(values, account(false))).toEqual({});
  });

  it('empty names and a broken email are caught before sending', () => {
    const values = { ...accountFormValues(account(false)), firstname: ' ', email: 'nope' };
    expect(Object.keys(accountFormProblems(values, account(false))).sort()).toEqual(['email', 'firstname']);
  });
});

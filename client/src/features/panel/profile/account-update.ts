/**
 * The name-and-email form of the profile: what `POST /api/account` is sent (only what changed)
 * and what must be asked first — a new email needs the current password, and the app's code
 * when two-factor is on (a session alone cannot move the account, api/accounts/reauthentication.ts).
 */
import type { AccountUpdateBody } from '#shared/schemas/auth.ts';
import type { Account } from '#shared/schemas/content.ts';

export interface AccountFormValues {
  firstname: string;
  lastname: string;
  email: string;
  current_password: string;
  code: string;
}

export function accountFormValues(account: Account): AccountFormValues {
  const { firstname, lastname, email } = account.user;
  return { firstname, lastname, email, current_password: '', code: '' };
}

export function emailChanged(values: Pick<AccountFormValues, 'email'>, account: Account): boolean {
  return values.email.trim().toLowerCase() !== account.user.email.toLowerCase();
}

/** Problems found before sending, by field. */
export function accountFormProblems(values: AccountFormValues, account: Account): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.firstname.trim()) problems.firstname = 'Enter your first name';
  if (!values.lastname.trim()) problems.lastname = 'Enter your last name';
  const email = values.email.trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) problems.email = 'Enter an email address';
  else if (emailChanged(values, account)) {
    if (!values.current_password)
      problems.current_password = 'Enter your current password to change the email';
    if (account.two_factor && !/^\d{6}$/.test(values.code.replace(/\s/g, '')))
      problems.code = 'Enter the 6-digit code of your app';
  }
  return problems;
}

/** The request: the changed fields only, with the proof when the email changes. */
export function accountUpdateOf(values: AccountFormValues, account: Account): AccountUpdateBody {
  const body: AccountUpdateBody = {};
  const firstname = values.firstname.trim();
  const lastname = values.lastname.trim();
  if (firstname !== account.user.firstname) body.firstname = firstname;
  if (lastname !== account.user.lastname) body.lastname = lastname;
  if (emailChanged(values, account)) {
    body.email = values.email.trim();
    body.current_password = values.current_password;
    if (account.two_factor) body.code = values.code.replace(/\s/g, '');
  }
  return body;
}

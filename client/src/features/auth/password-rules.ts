/** Checks made before a new password is sent (the API checks again): length and the repeat. */
export const MIN_PASSWORD_LENGTH = 10;

export function passwordProblems(
  password: string,
  confirm: string,
  field = 'password',
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (password.length < MIN_PASSWORD_LENGTH)
    problems[field] = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  if (confirm !== password) problems.confirm = 'The two passwords are not the same';
  return problems;
}

/** The fields of changing one's own password: the current one, the new one and its repeat. */
export interface PasswordChange {
  password: string;
  new_password: string;
  confirm: string;
}

export const EMPTY_PASSWORD_CHANGE: Readonly<PasswordChange> = {
  password: '',
  new_password: '',
  confirm: '',
};

/** Checks of a password change before it is sent: the current password given, the new one as above. */
export function passwordChangeProblems({
  password,
  new_password,
  confirm,
}: PasswordChange): Record<string, string> {
  const problems = passwordProblems(new_password, confirm, 'new_password');
  if (!password) problems.password = 'Enter your current password';
  return problems;
}

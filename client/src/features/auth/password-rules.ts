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

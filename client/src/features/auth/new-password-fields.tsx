/**
 * The "new password" and "repeat it" pair of the reset and change screens, bound to a
 * @mantine/form form (which clears a field's error as soon as it is edited).
 */
import { PasswordInput } from '@mantine/core';
import type { useForm } from '@mantine/form';

// the package's type exports do not resolve under nodenext, so the type is derived from useForm
type InputProps = ReturnType<ReturnType<typeof useForm<Record<string, string>>>['getInputProps']>;

import { MIN_PASSWORD_LENGTH } from './password-rules.ts';

export function NewPasswordFields({ password, confirm }: { password: InputProps; confirm: InputProps }) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters`}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput label="Repeat the new password" autoComplete="new-password" required {...confirm} />
    </>
  );
}

/**
 * The fields of changing one's own password, on the change-password screen and the profile: the
 * current password, then the new one and its repeat (password-rules.ts checks them).
 */
import { PasswordInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { NewPasswordFields } from './new-password-fields.tsx';
import type { PasswordChange } from './password-rules.ts';

// the package's type exports do not resolve under nodenext, so the type is derived from useForm
type PasswordChangeForm = ReturnType<typeof useForm<PasswordChange>>;

export function PasswordChangeFields({ form }: { form: PasswordChangeForm }) {
  return (
    <>
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
      <NewPasswordFields
        password={form.getInputProps('new_password')}
        confirm={form.getInputProps('confirm')}
      />
    </>
  );
}

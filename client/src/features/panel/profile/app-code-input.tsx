/** The field for a 6-digit code of the authenticator app: numeric keyboard, one-time-code autofill. */
import { TextInput, type TextInputProps } from '@mantine/core';

export function AppCodeInput({ label = 'Code from your app', ...props }: TextInputProps) {
  return (
    <TextInput label={label} inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...props} />
  );
}

/** The email of a team account, as sign-in and the reset link ask for it (the browser offers the saved one). */
import { TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';

// the package's type exports do not resolve under nodenext, so the type is derived from useForm
type InputProps = ReturnType<ReturnType<typeof useForm<{ email: string }>>['getInputProps']>;

export function AccountEmailInput(props: InputProps) {
  return <TextInput label="Email" name="email" type="email" {...props} autoComplete="username" required />;
}

/**
 * The frame of every form of the sign-in screens (sign-in, reset link, new password, change
 * password): what the API said that belongs to no field above the fields, the fields, the submit
 * button across the form (busy while the request runs), and what follows it. Its submit runs one
 * at a time and clears that message first (`useAuthSubmit`).
 */
import { Button, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { submitting } from '../../components/form-submit.ts';
import { useSingleSubmit } from '../../staff/single-submit.ts';
import { FormErrorAlert } from './form-error-alert.tsx';

/** A submit that runs once at a time; `showError` puts a message above the fields. */
export function useAuthSubmit(submit: (showError: (message: string | undefined) => void) => Promise<void>) {
  const [error, setError] = useState<string | undefined>();
  const { run, busy } = useSingleSubmit(async () => {
    setError(undefined);
    await submit(setError);
  });
  return { run, busy, error, showError: setError };
}

interface AuthFormProps {
  /** the form's accessible name */
  label: string;
  /** above the message and the fields: what the form is for */
  intro?: ReactNode;
  /** the message above the fields, if any */
  error: ReactNode;
  busy: boolean;
  onSubmit: () => void;
  submitLabel: ReactNode;
  children: ReactNode;
  /** below the submit button: links back, another way to sign in */
  after?: ReactNode;
}

export function AuthForm({
  label,
  intro,
  error,
  busy,
  onSubmit,
  submitLabel,
  children,
  after,
}: AuthFormProps) {
  return (
    <form onSubmit={submitting(onSubmit)} noValidate aria-label={label}>
      <Stack gap="md">
        {intro}
        <FormErrorAlert>{error}</FormErrorAlert>
        {children}
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          {submitLabel}
        </Button>
        {after}
      </Stack>
    </form>
  );
}

/**
 * `/change-password` (signed in): the current password and a new one. Other sessions of the
 * account are signed out by the API; this one stays.
 */
import { Anchor, Button, Loader, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { API } from '#shared/api-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { showSuccessToast } from '../../feedback/toasts.ts';
import { postJson } from '../../http/api-client.ts';
import { isUnauthorized } from '../../staff/api-action.ts';
import { splitApiErrors } from '../../staff/api-form-errors.ts';
import { signInPath } from '../../staff/sign-in-redirect.ts';
import { useSingleSubmit } from '../../staff/single-submit.ts';
import { useSendToSignIn, useStaffSession } from '../../staff/staff-session.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FormErrorAlert } from './form-error-alert.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { passwordProblems } from './password-rules.ts';

export function ChangePasswordScreen() {
  const session = useStaffSession();
  if (session === 'signed-out') return <Navigate to={signInPath(ROUTES.changePassword)} replace />;
  return (
    <AuthLayout title="Change your password">
      {session === 'loading' ? <Loader mx="auto" aria-label="Loading" /> : <ChangePasswordForm />}
    </AuthLayout>
  );
}

function ChangePasswordForm() {
  const navigate = useNavigate();
  const sendToSignIn = useSendToSignIn();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', new_password: '', confirm: '' },
  });
  const [formError, setFormError] = useState<string | undefined>();
  const { run, busy } = useSingleSubmit(async () => {
    setFormError(undefined);
    const { password, new_password, confirm } = form.getValues();
    const local = passwordProblems(new_password, confirm, 'new_password');
    if (!password) local.password = 'Enter your current password';
    form.setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await postJson(API.account.changePassword, { password, new_password });
      void showSuccessToast('Your password is changed');
      navigate(ROUTES.panel);
    } catch (error) {
      if (isUnauthorized(error)) {
        sendToSignIn();
        return;
      }
      const split = splitApiErrors(error, ['password', 'new_password']);
      form.setErrors(split.fields);
      setFormError(split.rest);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change your password">
      <Stack gap="md">
        <FormErrorAlert>{formError}</FormErrorAlert>
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
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          Change the password
        </Button>
        <Anchor component={Link} to={ROUTES.panel} size="sm" ta="center">
          Back to the panel
        </Anchor>
      </Stack>
    </form>
  );
}

export default ChangePasswordScreen;

/**
 * `/change-password` (signed in): the current password and a new one. Other sessions of the
 * account are signed out by the API; this one stays.
 */
import { Alert, Anchor, Button, Loader, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { API } from '../../../../shared/api-paths.ts';
import { ROUTES } from '../../../../shared/routes.ts';
import { showSuccessToast } from '../../app/toasts.ts';
import { postJson } from '../../http/api-client.ts';
import { isUnauthorized } from '../../staff/api-action.ts';
import { splitApiErrors } from '../../staff/api-form-errors.ts';
import { signInPath } from '../../staff/sign-in-redirect.ts';
import { useSingleSubmit } from '../../staff/single-submit.ts';
import { useSendToSignIn, useStaffSession } from '../../staff/staff-session.ts';
import { withoutField } from '../../staff/without-field.ts';
import { AuthLayout } from './auth-layout.tsx';
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
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const { run, busy } = useSingleSubmit(async () => {
    setFormError(undefined);
    const local = passwordProblems(next, confirm, 'new_password');
    if (!current) local.password = 'Enter your current password';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await postJson(API.account.changePassword, { password: current, new_password: next });
      void showSuccessToast('Your password is changed');
      navigate(ROUTES.panel);
    } catch (error) {
      if (isUnauthorized(error)) {
        sendToSignIn();
        return;
      }
      const split = splitApiErrors(error, ['password', 'new_password']);
      setErrors(split.fields);
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
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <PasswordInput
          label="Current password"
          value={current}
          onChange={(e) => {
            setCurrent(e.currentTarget.value);
            setErrors((current) => withoutField(current, 'password'));
          }}
          error={errors.password}
          autoComplete="current-password"
          required
        />
        <PasswordInput
          label="New password"
          description="At least 10 characters"
          value={next}
          onChange={(e) => {
            setNext(e.currentTarget.value);
            setErrors((current) => withoutField(current, 'new_password'));
          }}
          error={errors.new_password}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          label="Repeat the new password"
          value={confirm}
          onChange={(e) => {
            setConfirm(e.currentTarget.value);
            setErrors((current) => withoutField(current, 'confirm'));
          }}
          error={errors.confirm}
          autoComplete="new-password"
          required
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

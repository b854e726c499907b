/**
 * `/change-password` (signed in): the current password and a new one. Other sessions of the
 * account are signed out by the API; this one stays.
 */
import { Anchor, Loader } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useNavigate } from 'react-router';
import { API } from '#shared/api-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { showSuccessToast } from '../../feedback/toasts.ts';
import { postJson } from '../../http/api-client.ts';
import { isUnauthorized } from '../../staff/api-action.ts';
import { splitApiErrors } from '../../staff/api-form-errors.ts';
import { signInPath } from '../../staff/sign-in-redirect.ts';
import { useSendToSignIn, useStaffSession } from '../../staff/staff-session.ts';
import { AuthForm, useAuthSubmit } from './auth-form.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { PasswordChangeFields } from './password-change-fields.tsx';
import { EMPTY_PASSWORD_CHANGE, type PasswordChange, passwordChangeProblems } from './password-rules.ts';

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
  const form = useForm<PasswordChange>({ mode: 'controlled', initialValues: EMPTY_PASSWORD_CHANGE });
  const { run, busy, error } = useAuthSubmit(async (showError) => {
    const values = form.getValues();
    const local = passwordChangeProblems(values);
    form.setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await postJson(API.account.changePassword, {
        password: values.password,
        new_password: values.new_password,
      });
      void showSuccessToast('Your password is changed');
      navigate(ROUTES.panel);
    } catch (error) {
      if (isUnauthorized(error)) {
        sendToSignIn();
        return;
      }
      const split = splitApiErrors(error, ['password', 'new_password']);
      form.setErrors(split.fields);
      showError(split.rest);
    }
  });
  return (
    <AuthForm
      label="Change your password"
      error={error}
      busy={busy}
      onSubmit={() => void run()}
      submitLabel="Change the password"
      after={
        <Anchor component={Link} to={ROUTES.panel} size="sm" ta="center">
          Back to the panel
        </Anchor>
      }
    >
      <PasswordChangeFields form={form} />
    </AuthForm>
  );
}

export default ChangePasswordScreen;

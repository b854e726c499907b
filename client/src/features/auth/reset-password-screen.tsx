/**
 * `/reset-password`: without a token, ask for a link by email (the answer never says whether the
 * account exists); with `?token=` from the link, choose a new password.
 */
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { API } from '../../../../shared/api-paths.ts';
import { ROUTES } from '../../../../shared/routes.ts';
import { postJson } from '../../http/api-client.ts';
import { splitApiErrors } from '../../staff/api-form-errors.ts';
import { useSingleSubmit } from '../../staff/single-submit.ts';
import { withoutField } from '../../staff/without-field.ts';
import { AuthLayout } from './auth-layout.tsx';
import { passwordProblems } from './password-rules.ts';

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout title={token ? 'Choose a new password' : 'Reset your password'}>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
    </AuthLayout>
  );
}

function BackToSignIn() {
  return (
    <Anchor component={Link} to={ROUTES.teamLogin} size="sm" ta="center">
      Back to sign-in
    </Anchor>
  );
}

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const { run, busy } = useSingleSubmit(async () => {
    setErrors({});
    setFormError(undefined);
    try {
      await postJson(API.account.resetPassword, { email: email.trim() });
      setSent(true);
    } catch (error) {
      const split = splitApiErrors(error, ['email']);
      setErrors(split.fields);
      setFormError(split.rest);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };
  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status" title="Check your inbox">
          If an account exists for {email.trim()}, we have sent it a link to choose a new password. The link
          works for one hour.
        </Alert>
        <BackToSignIn />
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ask for a reset link">
      <Stack gap="md">
        <Text size="sm">
          Enter the email of your team account and we will send you a link to choose a new password.
        </Text>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          name="email"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setErrors((current) => withoutField(current, 'email'));
          }}
          error={errors.email}
          autoComplete="username"
          required
        />
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          Send the link
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const { run, busy } = useSingleSubmit(async () => {
    setFormError(undefined);
    const local = passwordProblems(password, confirm);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await postJson(API.account.resetPassword, { token, password });
      setDone(true);
    } catch (error) {
      const split = splitApiErrors(error, ['password', 'token']);
      setErrors(split.fields);
      setFormError(split.fields.token ?? split.rest);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };
  if (done) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status" title="Password changed">
          Your new password is set. Sign in with it now.
        </Alert>
        <Button component={Link} to={ROUTES.teamLogin} fullWidth>
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
            {errors.token ? (
              <>
                {' '}
                <Anchor component={Link} to={ROUTES.resetPassword}>
                  Ask for a new link
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        <PasswordInput
          label="New password"
          description="At least 10 characters"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setErrors((current) => withoutField(current, 'password'));
          }}
          error={errors.password}
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
          Set the new password
        </Button>
        <BackToSignIn />
      </Stack>
    </form>
  );
}

export default ResetPasswordScreen;

/**
 * `/reset-password`: without a token, ask for a link by email (the answer never says whether the
 * account exists); with `?token=` from the link, choose a new password — once the API has said the
 * link still works (reset-link-check.ts): a used or expired link says so at once and offers a new
 * one, instead of failing only when the new password is sent.
 */
import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { API } from '#shared/api-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { postJson } from '../../http/api-client.ts';
import { splitApiErrors } from '../../staff/api-form-errors.ts';
import { useSearchParams } from '../../staff/search-params.ts';
import { AccountEmailInput } from './account-email-input.tsx';
import { AuthForm, useAuthSubmit } from './auth-form.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { passwordProblems } from './password-rules.ts';
import { useResetLinkCheck } from './reset-link-check.ts';

export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) {
    return (
      <AuthLayout title="Reset your password">
        <RequestLinkForm />
      </AuthLayout>
    );
  }
  return <LinkScreen token={token} newLinkHref={newLinkHref(params)} />;
}

/** The page without the token: where a new link is asked for (a staff host's `site` kept). */
function newLinkHref(params: URLSearchParams): string {
  const site = params.get('site');
  return site ? `${ROUTES.resetPassword}?site=${encodeURIComponent(site)}` : ROUTES.resetPassword;
}

function LinkScreen({ token, newLinkHref }: { token: string; newLinkHref: string }) {
  const link = useResetLinkCheck(token);
  if (link === 'checking') {
    return (
      <AuthLayout title="Choose a new password">
        <Center py="md">
          <Loader aria-label="Checking the link" />
        </Center>
      </AuthLayout>
    );
  }
  if (link === 'unusable') {
    return (
      <AuthLayout title="This link has expired or was used">
        <Stack gap="md">
          <Alert color="yellow" role="alert" title="This link no longer works">
            A link to choose a password works once, for a limited time (an hour when you asked for it, seven
            days when an admin sent it). Ask for a new one: it comes by email in a minute.
          </Alert>
          <Button component={Link} to={newLinkHref} fullWidth>
            Ask for a new link
          </Button>
          <BackToSignIn />
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password">
      <NewPasswordForm token={token} newLinkHref={newLinkHref} />
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
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
  const [sent, setSent] = useState(false);
  const { run, busy, error } = useAuthSubmit(async (showError) => {
    form.clearErrors();
    try {
      await postJson(API.account.resetPassword, { email: form.getValues().email.trim() });
      setSent(true);
    } catch (error) {
      const split = splitApiErrors(error, ['email']);
      form.setErrors(split.fields);
      showError(split.rest);
    }
  });
  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status" title="Check your inbox">
          If an account exists for {form.getValues().email.trim()}, we have sent it a link to choose a new
          password. The link works for one hour.
        </Alert>
        <BackToSignIn />
      </Stack>
    );
  }
  return (
    <AuthForm
      label="Ask for a reset link"
      intro={
        <Text size="sm">
          Enter the email of your team account and we will send you a link to choose a new password.
        </Text>
      }
      error={error}
      busy={busy}
      onSubmit={() => void run()}
      submitLabel="Send the link"
      after={<BackToSignIn />}
    >
      <AccountEmailInput {...form.getInputProps('email')} />
    </AuthForm>
  );
}

function NewPasswordForm({ token, newLinkHref }: { token: string; newLinkHref: string }) {
  const form = useForm({ mode: 'controlled', initialValues: { password: '', confirm: '' } });
  const [tokenExpired, setTokenExpired] = useState(false);
  const [done, setDone] = useState(false);
  const { run, busy, error } = useAuthSubmit(async (showError) => {
    const { password, confirm } = form.getValues();
    const local = passwordProblems(password, confirm);
    form.setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await postJson(API.account.resetPassword, { token, password });
      setDone(true);
    } catch (error) {
      const split = splitApiErrors(error, ['password', 'token']);
      const { token: tokenError, ...fields } = split.fields;
      form.setErrors(fields);
      setTokenExpired(tokenError !== undefined);
      showError(tokenError ?? split.rest);
    }
  });
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
    <AuthForm
      label="Choose a new password"
      error={
        error ? (
          <>
            {error}
            {tokenExpired ? (
              <>
                {' '}
                <Anchor component={Link} to={newLinkHref}>
                  Ask for a new link
                </Anchor>
              </>
            ) : null}
          </>
        ) : null
      }
      busy={busy}
      onSubmit={() => void run()}
      submitLabel="Set the new password"
      after={<BackToSignIn />}
    >
      <NewPasswordFields password={form.getInputProps('password')} confirm={form.getInputProps('confirm')} />
    </AuthForm>
  );
}

export default ResetPasswordScreen;

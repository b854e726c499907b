/**
 * `/team-login`: email and password, then — for an account with two-factor on — the code of the
 * authenticator app. On success the BFF holds the session (the tokens never reach this code) and
 * the user goes back to where a lost session interrupted them, else to the panel.
 */
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { API, BFF } from '../../../../shared/api-paths.ts';
import { ROUTES } from '../../../../shared/routes.ts';
import { postJson } from '../../http/api-client.ts';
import { splitApiErrors } from '../../staff/api-form-errors.ts';
import { afterSignInPath } from '../../staff/sign-in-redirect.ts';
import { useSingleSubmit } from '../../staff/single-submit.ts';
import { useStaffSession } from '../../staff/staff-session.ts';
import { withoutField } from '../../staff/without-field.ts';
import { AuthLayout } from './auth-layout.tsx';
import { needsTwoFactorCode } from './login-step.ts';

const FIELDS = ['email', 'password', 'code'] as const;

export function TeamLoginScreen() {
  return (
    <AuthLayout title="Team sign-in">
      <TeamLoginForm />
    </AuthLayout>
  );
}

function TeamLoginForm() {
  const session = useStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const target = afterSignInPath(location.search);

  const { run, busy } = useSingleSubmit(async () => {
    setErrors({});
    setFormError(undefined);
    try {
      await postJson(API.auth.login, codeStep ? { email, password, code: code.trim() } : { email, password });
      await mutate(BFF.session, { authenticated: true }, { revalidate: false });
      navigate(target, { replace: true });
    } catch (error) {
      if (needsTwoFactorCode(error)) {
        const split = splitApiErrors(error, FIELDS);
        if (codeStep) setErrors(split.fields);
        setCodeStep(true);
        return;
      }
      const split = splitApiErrors(error, FIELDS);
      setErrors(split.fields);
      if (split.rest) setFormError(split.rest);
    }
  });

  if (session === 'signed-in' && !busy) return <Navigate to={target} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Team sign-in">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        {codeStep ? (
          <>
            <Text size="sm">
              Two-factor sign-in is on for this account. Enter the 6-digit code of your authenticator app.
            </Text>
            <TextInput
              label="Authentication code"
              name="code"
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setErrors((current) => withoutField(current, 'code'));
              }}
              error={errors.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              required
              data-autofocus
              autoFocus
            />
          </>
        ) : (
          <>
            <TextInput
              label="Email"
              name="email"
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setErrors((current) => withoutField(current, 'email'));
              }}
              error={errors.email}
              autoComplete="username"
              required
            />
            <PasswordInput
              label="Password"
              name="password"
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setErrors((current) => withoutField(current, 'password'));
              }}
              error={errors.password}
              autoComplete="current-password"
              required
            />
          </>
        )}
        <Button type="submit" loading={busy} disabled={busy} fullWidth>
          {codeStep ? 'Verify and sign in' : 'Sign in'}
        </Button>
        {codeStep ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setCodeStep(false);
              setCode('');
              setErrors({});
            }}
          >
            Use another account
          </Anchor>
        ) : (
          <Anchor component={Link} to={ROUTES.resetPassword} size="sm" ta="center">
            Forgot your password?
          </Anchor>
        )}
      </Stack>
    </form>
  );
}

export default TeamLoginScreen;

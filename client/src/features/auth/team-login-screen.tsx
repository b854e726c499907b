/**
 * `/team-login`: email and password, then — for an account with two-factor on — the code of the
 * authenticator app, or one of its one-time recovery codes ("Use a recovery code instead"). On success the BFF holds the session (the tokens never reach this code) and
 * the user goes back to where a lost session interrupted them, else to the panel.
 */
import { Anchor, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { API, BFF } from '#shared/api-paths.ts';
import { ROUTES } from '#shared/routes.ts';
import { postJson } from '../../http/api-client.ts';
import { splitApiErrors } from '../../staff/api-form-errors.ts';
import { afterSignInPath } from '../../staff/sign-in-redirect.ts';
import { useStaffSession } from '../../staff/staff-session.ts';
import { AccountEmailInput } from './account-email-input.tsx';
import { AuthForm, useAuthSubmit } from './auth-form.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { needsTwoFactorCode } from './login-step.ts';

const FIELDS = ['email', 'password', 'code', 'recovery_code'] as const;

/** The second step's two ways: the authenticator app's code, or a one-time recovery code. */
const APP_CODE = {
  intro: 'Two-factor sign-in is on for this account. Enter the 6-digit code of your authenticator app.',
  label: 'Authentication code',
  field: 'code',
  input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 10, 'data-autofocus': true },
} as const;
const RECOVERY_CODE = {
  intro: 'Enter one of the recovery codes you saved when you turned two-factor on. Each works once.',
  label: 'Recovery code',
  field: 'recovery_code',
  input: { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 40 },
} as const;

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
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '', code: '', recovery_code: '' },
  });
  const [codeStep, setCodeStep] = useState(false);
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const target = afterSignInPath(location.search);

  const { run, busy, error, showError } = useAuthSubmit(async (showError) => {
    form.clearErrors();
    const { email, password, code, recovery_code } = form.getValues();
    const secondStep = useRecoveryCode ? { recovery_code: recovery_code.trim() } : { code: code.trim() };
    if (codeStep && useRecoveryCode && !secondStep.recovery_code) {
      form.setErrors({ recovery_code: 'Enter one of your recovery codes' });
      return;
    }
    try {
      await postJson(API.auth.login, codeStep ? { email, password, ...secondStep } : { email, password });
      await mutate(BFF.session, { authenticated: true }, { revalidate: false });
      navigate(target, { replace: true });
    } catch (error) {
      if (needsTwoFactorCode(error)) {
        const split = splitApiErrors(error, FIELDS);
        if (codeStep) form.setErrors(split.fields);
        setCodeStep(true);
        return;
      }
      const split = splitApiErrors(error, FIELDS);
      form.setErrors(split.fields);
      if (split.rest) showError(split.rest);
    }
  });

  if (session === 'signed-in' && !busy) return <Navigate to={target} replace />;
  const code = useRecoveryCode ? RECOVERY_CODE : APP_CODE;

  return (
    <AuthForm
      label="Team sign-in"
      error={error}
      busy={busy}
      onSubmit={() => void run()}
      submitLabel={codeStep ? 'Verify and sign in' : 'Sign in'}
      after={
        codeStep ? (
          <>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setUseRecoveryCode((on) => !on);
                form.clearErrors();
                showError(undefined);
              }}
            >
              {useRecoveryCode ? 'Use a code of the app instead' : 'Use a recovery code instead'}
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setCodeStep(false);
                setUseRecoveryCode(false);
                form.setFieldValue('code', '');
                form.setFieldValue('recovery_code', '');
                form.clearErrors();
              }}
            >
              Use another account
            </Anchor>
          </>
        ) : (
          <Anchor component={Link} to={ROUTES.resetPassword} size="sm" ta="center">
            Forgot your password?
          </Anchor>
        )
      }
    >
      {codeStep ? (
        <>
          <Text size="sm">{code.intro}</Text>
          <TextInput
            label={code.label}
            name={code.field}
            {...form.getInputProps(code.field)}
            {...code.input}
            required
            autoFocus
          />
        </>
      ) : (
        <>
          <AccountEmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            name="password"
            {...form.getInputProps('password')}
            autoComplete="current-password"
            required
          />
        </>
      )}
    </AuthForm>
  );
}

export default TeamLoginScreen;

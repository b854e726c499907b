/** The two dialogs of two-factor that is on: new recovery codes (password), and turning it off (password and a code). */
import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useApiAction } from '../../../staff/api-action.ts';
import { AppCodeInput } from './app-code-input.tsx';
import { PasswordDialog } from './password-dialog.tsx';
import { showOnFields } from './profile-form-errors.ts';
import { newRecoveryCodes, useProfileWrites } from './profile-requests.ts';

export function NewCodesDialog({
  opened,
  onClose,
  onCodes,
}: {
  opened: boolean;
  onClose: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const act = useApiAction();
  const form = useForm({ mode: 'controlled', initialValues: { password: '' } });
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const codes = await act(() => newRecoveryCodes(form.getValues().password), {
      onError: showOnFields(form, ['password']),
    });
    setBusy(false);
    if (codes) {
      form.reset();
      onCodes(codes);
    }
  };
  return (
    <PasswordDialog
      opened={opened}
      onClose={onClose}
      title="New recovery codes"
      intro="Ten new codes replace all of your current ones, used or not."
      password={form.getInputProps('password')}
      busy={busy}
      onSubmit={() => void submit()}
      submitLabel="Make new codes"
    />
  );
}

export function TurnOffDialog({
  opened,
  onClose,
  onOff,
}: {
  opened: boolean;
  onClose: () => void;
  onOff: () => void;
}) {
  const act = useApiAction();
  const { disableTwoFactor } = useProfileWrites();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { password: '', code: '', recovery_code: '' } });
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { password, code, recovery_code } = form.getValues();
    setBusy(true);
    const state = await act(
      () =>
        disableTwoFactor(
          useRecovery
            ? { password, recovery_code: recovery_code.trim() }
            : { password, code: code.replace(/\s/g, '') },
        ),
      {
        success: 'Two-factor sign-in is off',
        onError: showOnFields(form, ['password', 'code', 'recovery_code']),
      },
    );
    setBusy(false);
    if (state && !state.enabled) {
      form.reset();
      onOff();
    }
  };
  return (
    <PasswordDialog
      opened={opened}
      onClose={onClose}
      title="Turn off two-factor sign-in"
      intro="Your password alone will sign you in again. Your recovery codes stop working."
      password={form.getInputProps('password')}
      busy={busy}
      onSubmit={() => void submit()}
      submitLabel="Turn off"
      submitColor="red"
    >
      {useRecovery ? (
        <TextInput
          label="Recovery code"
          autoComplete="off"
          required
          {...form.getInputProps('recovery_code')}
        />
      ) : (
        <AppCodeInput label="Code from your app" required {...form.getInputProps('code')} />
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setUseRecovery((on) => !on)}
        style={{ alignSelf: 'flex-start' }}
      >
        {useRecovery ? 'Use a code of the app instead' : 'Use a recovery code instead'}
      </Button>
    </PasswordDialog>
  );
}

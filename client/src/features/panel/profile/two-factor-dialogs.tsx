/** The two dialogs of two-factor that is on: new recovery codes (password), and turning it off (password and a code). */
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useApiAction } from '../../../staff/api-action.ts';
import { AppCodeInput } from './app-code-input.tsx';
import { submitting } from './form-submit.ts';
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
    <Modal
      opened={opened}
      onClose={onClose}
      title="New recovery codes"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submitting(() => void submit())} noValidate aria-label="New recovery codes">
        <Stack gap="md">
          <Text size="sm">Ten new codes replace all of your current ones, used or not.</Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Make new codes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
    <Modal
      opened={opened}
      onClose={onClose}
      title="Turn off two-factor sign-in"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submitting(() => void submit())} noValidate aria-label="Turn off two-factor sign-in">
        <Stack gap="md">
          <Text size="sm">Your password alone will sign you in again. Your recovery codes stop working.</Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy}>
              Turn off
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

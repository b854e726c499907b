/**
 * Setting two-factor up: the QR code of the otpauth link (drawn here), the key as text for typing,
 * and the first code of the app, which turns it on and brings the recovery codes.
 */
import { Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { TwoFactorEnrolment } from '#shared/schemas/auth.ts';
import { submitting } from '../../../components/form-submit.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { AppCodeInput } from './app-code-input.tsx';
import { showOnFields } from './profile-form-errors.ts';
import { confirmTwoFactor } from './profile-requests.ts';
import { QrCode } from './qr-code.tsx';
import { groupedKey } from './secret-key.ts';

export function Enrolment({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const act = useApiAction();
  const form = useForm({ mode: 'controlled', initialValues: { code: '' } });
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const code = form.getValues().code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      form.setErrors({ code: 'Enter the 6 digits your app shows' });
      return;
    }
    setBusy(true);
    const state = await act(() => confirmTwoFactor(code), {
      success: 'Two-factor sign-in is on',
      onError: showOnFields(form, ['code']),
    });
    setBusy(false);
    if (state?.enabled) onConfirmed(state.recovery_codes ?? []);
  };
  return (
    <form onSubmit={submitting(() => void confirm())} noValidate aria-label="Set up two-factor sign-in">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>1. Scan this QR code with your authenticator app</Text>
          <QrCode text={enrolment.otpauth_url} label="QR code for your authenticator app" />
          <Text size="sm">Or type this set-up key into the app:</Text>
          <Code fz="md" p="xs" aria-label="Set-up key" style={{ wordBreak: 'break-all' }}>
            {groupedKey(enrolment.secret)}
          </Code>
        </Stack>
        <Stack gap="sm">
          <Text fw={600}>2. Enter the code the app shows</Text>
          <AppCodeInput label="Code from the app" w={200} {...form.getInputProps('code')} />
          <Group gap="sm">
            <Button type="submit" loading={busy}>
              Turn on
            </Button>
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </form>
  );
}

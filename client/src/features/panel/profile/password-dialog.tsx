/**
 * A dialog of the profile that asks for one's password before it acts (new recovery codes,
 * turning two-factor off): what it does, the password, what else it needs, and Cancel beside the
 * action's button.
 */
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import type { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { submitting } from '../../../components/form-submit.ts';

// the package's type exports do not resolve under nodenext, so the type is derived from useForm
type InputProps = ReturnType<ReturnType<typeof useForm<{ password: string }>>['getInputProps']>;

interface PasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the dialog's title and its form's name */
  title: string;
  /** what the action does */
  intro: string;
  password: InputProps;
  busy: boolean;
  onSubmit: () => void;
  submitLabel: string;
  submitColor?: string;
  /** the fields after the password */
  children?: ReactNode;
}

export function PasswordDialog({
  opened,
  onClose,
  title,
  intro,
  password,
  busy,
  onSubmit,
  submitLabel,
  submitColor,
  children,
}: PasswordDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submitting(onSubmit)} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            required
            data-autofocus
            {...password}
          />
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color={submitColor} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

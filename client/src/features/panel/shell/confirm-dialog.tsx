/** A confirmation dialog for destructive actions (Mantine Modal, focus kept inside, Escape cancels). */
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<void> | void;
}

interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog({ request, busy, onClose, onConfirm }: ConfirmDialogProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={request !== null}
      onClose={onClose}
      title={request?.title ?? ''}
      centered
    >
      <Text mb="lg">{request?.message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button color={request?.danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

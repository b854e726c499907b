/**
 * One submission in a side panel (the whole screen on a phone): every field, when it came, its
 * status and who handled it; mark handled or not, mark unread (which closes it, as a mail program
 * does), reply by mail, delete after a confirmation. Opening it marks it read (the API does, on
 * reading it); the list is read again so its row is no longer bold.
 */
import { Alert, Anchor, Badge, Button, Divider, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconMail, IconMailOpened, IconRotate, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formLabel } from '#shared/form-fields.ts';
import type { Submission } from '#shared/schemas/forms.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import type { ConfirmRequest } from '../shell/confirm-dialog.tsx';
import { formatApiDate } from '../shell/format-date.ts';
import { fieldRows, STATUS_COLORS, STATUS_LABELS, senderOf } from '../ui/submission-display.ts';
import { useSubmission, useSubmissionWrites } from './submission-requests.ts';

interface SubmissionDrawerProps {
  id: number | null;
  onClose: () => void;
  ask: (request: ConfirmRequest) => void;
}

/** A field's value: addresses and numbers as links, text with its line breaks. */
function FieldValue({ name, value }: { name: string; value: string }) {
  if (name === 'email' && /^[^@\s]+@[^@\s]+$/.test(value))
    return <Anchor href={`mailto:${value}`}>{value}</Anchor>;
  if (name === 'phone' && /^[+\d][\d\s()./-]*$/.test(value))
    return <Anchor href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</Anchor>;
  return (
    <Text component="span" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

function SubmissionView({
  submission,
  busy,
  act,
  onDelete,
}: {
  submission: Submission;
  busy: boolean;
  act: (body: { handled?: boolean; read?: boolean }, success: string) => void;
  onDelete: () => void;
}) {
  const sender = senderOf(submission.fields);
  const handled = submission.status === 'handled';
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={STATUS_COLORS[submission.status]} variant="light">
          {STATUS_LABELS[submission.status]}
        </Badge>
        <Text size="sm" c="dimmed">
          Received {formatApiDate(submission.created_at)}
        </Text>
      </Group>
      {handled && submission.handled_at ? (
        <Text size="sm" c="dimmed">
          Handled {formatApiDate(submission.handled_at)}
          {submission.handled_by ? ` by ${submission.handled_by.name}` : ''}
        </Text>
      ) : null}
      <Stack component="dl" gap="sm" m={0}>
        {fieldRows(submission.fields).map((field) => (
          <div key={field.name}>
            <Text component="dt" size="sm" fw={600} c="dimmed">
              {field.label}
            </Text>
            <Text component="dd" m={0}>
              <FieldValue name={field.name} value={field.value} />
            </Text>
          </div>
        ))}
      </Stack>
      <Divider />
      <Group gap="sm">
        {handled ? (
          <Button
            variant="default"
            leftSection={<IconRotate size={16} aria-hidden="true" />}
            onClick={() => act({ handled: false }, 'Marked as not handled')}
            loading={busy}
          >
            Mark not handled
          </Button>
        ) : (
          <Button
            leftSection={<IconCheck size={16} aria-hidden="true" />}
            onClick={() => act({ handled: true }, 'Marked as handled')}
            loading={busy}
          >
            Mark handled
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconMailOpened size={16} aria-hidden="true" />}
          onClick={() => act({ read: false }, 'Marked as unread')}
          disabled={busy}
        >
          Mark unread
        </Button>
        {sender.email ? (
          <Button
            component="a"
            href={`mailto:${sender.email}?subject=${encodeURIComponent(`Re: ${formLabel(submission.form)}`)}`}
            variant="default"
            leftSection={<IconMail size={16} aria-hidden="true" />}
          >
            Reply
          </Button>
        ) : null}
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={onDelete}
          disabled={busy}
        >
          Delete
        </Button>
      </Group>
    </Stack>
  );
}

export function SubmissionDrawer({ id, onClose, ask }: SubmissionDrawerProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const run = useApiAction();
  const [pending, setPending] = useState(false);
  const { data, error, isLoading } = useSubmission(id);
  const { updateSubmission, deleteSubmission } = useSubmissionWrites();
  const submission = data?.data;
  const sender = submission ? senderOf(submission.fields) : null;

  const act = async (body: { handled?: boolean; read?: boolean }, success: string) => {
    if (id === null || pending) return;
    setPending(true);
    const updated = await run(() => updateSubmission(id, body), { success }).finally(() => setPending(false));
    if (updated && body.read === false) onClose();
  };
  const onDelete = () => {
    if (id === null || !submission || !sender) return;
    ask({
      title: 'Delete this submission?',
      message: `The ${formLabel(submission.form).toLowerCase()} from ${sender.name} will be gone for good.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: async () => {
        const done = await run(() => deleteSubmission(id), { success: 'Submission deleted' });
        if (done) onClose();
      },
    });
  };

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={submission && sender ? `${formLabel(submission.form)} from ${sender.name}` : 'Submission'}
      styles={{
        title: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontSize: 'var(--mantine-h3-font-size)',
          fontWeight: 700,
        },
      }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {error && !submission ? (
        <Alert color="red">
          {(error as { status?: number }).status === 404
            ? 'This submission is gone: it was deleted.'
            : 'The submission could not be loaded.'}
        </Alert>
      ) : isLoading || !submission ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          <Skeleton h={24} w="40%" />
          <Skeleton h={60} />
          <Skeleton h={60} />
        </Stack>
      ) : (
        <SubmissionView
          submission={submission}
          busy={pending}
          act={(body, success) => void act(body, success)}
          onDelete={onDelete}
        />
      )}
    </Drawer>
  );
}

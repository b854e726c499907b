/**
 * The frame every section of the site options screen shares: its heading and what it is for, its
 * fields, and a footer with "Save" (and "Discard changes" while there are some); or, before its
 * options are read, a loader or the failure.
 */
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { submitting } from '../../../components/form-submit.ts';

interface SectionFormProps {
  title: string;
  description?: ReactNode;
  dirty: boolean;
  busy: boolean;
  onSubmit: () => void;
  onDiscard?: () => void;
  saveLabel: string;
  children: ReactNode;
}

export function SectionForm({
  title,
  description,
  dirty,
  busy,
  onSubmit,
  onDiscard,
  saveLabel,
  children,
}: SectionFormProps) {
  return (
    <form onSubmit={submitting(onSubmit)} noValidate aria-label={title}>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="lg">
          <SectionHeading title={title} description={description} dirty={dirty} />
          {children}
          <Group justify="flex-end" gap="sm">
            {dirty && onDiscard ? (
              <Button variant="default" onClick={onDiscard} disabled={busy}>
                Discard changes
              </Button>
            ) : null}
            <Button type="submit" loading={busy} disabled={busy}>
              {saveLabel}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

export function SectionHeading({
  title,
  titleId,
  description,
  dirty = false,
}: {
  title: string;
  /** for a section named by its heading (`aria-labelledby`) */
  titleId?: string;
  description?: ReactNode;
  dirty?: boolean;
}) {
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap="sm" align="center">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        {dirty ? <Badge variant="light">Unsaved changes</Badge> : null}
      </Group>
      {description ? (
        <Text c="dimmed" size="sm" mt={4}>
          {description}
        </Text>
      ) : null}
    </div>
  );
}

export function SectionLoading({ error, what }: { error: unknown; what: string }) {
  if (error)
    return <Alert color="red">{`The ${what} could not be loaded. Reload the page to try again.`}</Alert>;
  return (
    <Center py="xl">
      <Loader aria-label={`Loading the ${what}`} />
    </Center>
  );
}

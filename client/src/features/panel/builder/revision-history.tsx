/**
 * The builder's history: a post's revisions (when, who, what save), what each one changed from
 * the one before it, and "Restore this version" after a confirmation: the version's page becomes
 * the draft, nothing live changes until it is published (docs/decisions/034).
 */
import { Badge, Button, Drawer, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { format } from 'date-fns';
import { useState } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { PostDraft, Revision, RevisionSummary } from '#shared/schemas/posts.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { hasChanges, revisionChanges } from './revision-diff.ts';
import { useRevisions, useRevisionWrites } from './revision-requests.ts';

const REASON_LABEL: Record<RevisionSummary['reason'], string> = {
  created: 'Created',
  body: 'Page published',
  fields: 'Details saved',
  status: 'Status changed',
  restored: 'Version restored',
};

const whenOf = (timestamp: string) =>
  format(new Date(`${timestamp.replace(' ', 'T')}Z`), 'd MMM yyyy, HH:mm');

function Changes({ postId, revision, previous }: { postId: number; revision: number; previous?: number }) {
  const now = useSWR<{ data: Revision }>(API.posts.revision(postId, revision)).data?.data;
  const before = useSWR<{ data: Revision }>(previous ? API.posts.revision(postId, previous) : null).data
    ?.data;
  if (!now || (previous && !before)) return <Loader size="xs" aria-label="Loading the changes" />;
  if (!before) return <Text size="sm">The first version.</Text>;
  const changes = revisionChanges(before.post, now.post);
  if (!hasChanges(changes)) return <Text size="sm">No change to the page or its details.</Text>;
  const lines = [
    ...changes.fields.map((field) => `${field} changed`),
    ...changes.added.map((name) => `${name} added`),
    ...changes.removed.map((name) => `${name} removed`),
    ...changes.changed.map((name) => `${name} edited`),
    ...(changes.moved ? ['Blocks reordered'] : []),
  ];
  return (
    <List size="sm" spacing={2}>
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}

export function RevisionHistory({
  postId,
  opened,
  onClose,
  onRestored,
}: {
  postId: number;
  opened: boolean;
  onClose: () => void;
  /** the restored version, now the draft, and when it was saved */
  onRestored: (draft: PostDraft, version: string) => void;
}) {
  const { data } = useRevisions(postId, opened);
  const { restoreRevision } = useRevisionWrites(postId);
  const [open, setOpen] = useState<number | null>(null);
  const { dialog, ask } = useConfirm();
  const revisions = data?.data;

  const restore = (revision: RevisionSummary) =>
    ask({
      title: 'Restore this version?',
      message: `The page as it was on ${whenOf(revision.created_at)} becomes the draft, to review and publish; the site shows the published page until then. The title, address and other details stay as they are now.`,
      confirmLabel: 'Restore as draft',
      onConfirm: async () => {
        const draft = await restoreRevision(revision.id);
        onRestored(draft, whenOf(revision.created_at));
      },
    });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title="History"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close the history' }}
    >
      {revisions ? null : <Loader aria-label="Loading the history" />}
      <Stack gap="md">
        {revisions?.map((revision, index) => (
          <Stack
            key={revision.id}
            gap={6}
            role="group"
            aria-label={`Version of ${whenOf(revision.created_at)}`}
          >
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Title order={3} size="sm">
                  {whenOf(revision.created_at)}
                </Title>
                <Text size="xs" c="dimmed">
                  {revision.created_by?.name ||
                    (revision.reason === 'created' ? 'Set up with the site' : 'A former team member')}
                </Text>
              </div>
              <Badge variant="light">{index === 0 ? 'Current' : REASON_LABEL[revision.reason]}</Badge>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                variant="subtle"
                aria-expanded={open === revision.id}
                onClick={() => setOpen(open === revision.id ? null : revision.id)}
              >
                {open === revision.id ? 'Hide changes' : 'Show changes'}
              </Button>
              {index === 0 ? null : (
                <Button size="xs" variant="light" onClick={() => restore(revision)}>
                  Restore this version
                </Button>
              )}
            </Group>
            {open === revision.id ? (
              <Changes postId={postId} revision={revision.id} previous={revisions[index + 1]?.id} />
            ) : null}
          </Stack>
        ))}
      </Stack>
      <ConfirmDialog {...dialog} />
    </Drawer>
  );
}

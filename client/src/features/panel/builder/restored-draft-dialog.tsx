/**
 * After a restore (docs/decisions/034): the version is the draft, the site unchanged; this says
 * so and offers to publish it at once, or to keep it as the draft to review first.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';

export function RestoredDraftDialog({
  version,
  busy,
  onPublish,
  onClose,
}: {
  /** when the restored version was saved, as shown in the history; null: closed */
  version: string | null;
  busy: boolean;
  onPublish: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={version !== null} onClose={onClose} title="Restored as the draft" centered>
      <Text size="sm">
        The version of {version} is the draft now, on the canvas. The site still shows the published page:
        review the draft, then publish it.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Keep as draft
        </Button>
        <Button leftSection={<IconWorld size={16} aria-hidden="true" />} loading={busy} onClick={onPublish}>
          Publish now
        </Button>
      </Group>
    </Modal>
  );
}

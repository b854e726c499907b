/** A name shown as a badge with its delete button (FAQ categories, categories). */
import { ActionIcon, Badge } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export function DeletableNameBadge({
  name,
  kind,
  onDelete,
}: {
  name: string;
  kind: string;
  onDelete: () => void;
}) {
  return (
    <Badge
      size="lg"
      variant="light"
      tt="none"
      pr={3}
      rightSection={
        <ActionIcon
          size="sm"
          variant="transparent"
          color="red"
          aria-label={`Delete the ${kind} ${name}`}
          onClick={onDelete}
        >
          <IconTrash size={14} aria-hidden="true" />
        </ActionIcon>
      }
    >
      {name}
    </Badge>
  );
}

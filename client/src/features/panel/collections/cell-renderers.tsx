/**
 * The component of each cell kind a collection's list column may declare
 * (shared/collections/collection.ts `CellKind`). The record's type makes a kind without a
 * component a type error.
 */
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CellKind } from '#shared/collections/collection.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { useSiteOptions } from '../../../content/site-settings.ts';
import { cuisineNames, useCuisineTags } from '../../../content/taxonomy.ts';
import { formatApiDate } from '../shell/format-date.ts';
import { publicationLabel } from '../ui/publication-state.ts';
import { useWaitingDrafts } from '../ui/waiting-drafts.ts';

export interface CellProps {
  value: unknown;
  /** the row's edit screen */
  editHref: string;
  /** the whole record, for cells that show more than their field */
  row: object;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function CuisineNamesCell({ value }: CellProps) {
  const tags = useCuisineTags();
  const ids = Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  return <Text size="sm">{cuisineNames(ids, tags).join(', ')}</Text>;
}

/**
 * The status, the schedule that will change it (in the site's time zone), and changes built for
 * a live post that are not live yet (docs/decisions/034).
 */
function PostStatusCell({ value, row }: CellProps) {
  const timeZone = useSiteOptions().options.time_zone || 'UTC';
  const waiting = useWaitingDrafts();
  const { id, publish_at, unpublish_at } = row as {
    id?: unknown;
    publish_at?: string | null;
    unpublish_at?: string | null;
  };
  if (value !== POST_STATUS.published && value !== POST_STATUS.draft)
    return <Text size="sm">{asText(value)}</Text>;
  const label = publicationLabel(
    { post_status_id: value, publish_at, unpublish_at, hasDraft: typeof id === 'number' && waiting.has(id) },
    timeZone,
  );
  return (
    <Stack gap={2}>
      <Badge color={label.color} variant="dot" miw="max-content">
        {label.status}
      </Badge>
      {label.notes.map((note) => (
        <Text key={note} size="xs" c="dimmed">
          {note}
        </Text>
      ))}
    </Stack>
  );
}

export const CELL_RENDERERS: Record<CellKind, (props: CellProps) => ReactNode> = {
  editLink: ({ value, editHref }) => (
    <Anchor component={Link} to={editHref} fw={500}>
      {asText(value)}
    </Anchor>
  ),
  code: ({ value }) => (
    <Text size="sm" ff="monospace">
      {asText(value)}
    </Text>
  ),
  postStatus: PostStatusCell,
  cuisineNames: CuisineNamesCell,
  date: ({ value }) => <Text size="sm">{formatApiDate(typeof value === 'string' ? value : null)}</Text>,
  text: ({ value }) => <Text size="sm">{asText(value)}</Text>,
};

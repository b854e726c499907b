/**
 * The component of each cell kind a collection's list column may declare
 * (shared/collections/collection.ts `CellKind`). The record's type makes a kind without a
 * component a type error.
 */
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CellKind } from '#shared/collections/collection.ts';
import { POST_STATUS, POST_STATUS_LABELS } from '#shared/ids/post-status.ts';
import { useSiteOptions } from '../../../content/site-settings.ts';
import { cuisineNames, useCuisineTags } from '../../../content/taxonomy.ts';
import { scheduleText } from '../post-types/schedule-times.ts';
import { formatApiDate } from '../shell/format-date.ts';

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

/** The status, and the schedule that will change it (in the site's time zone). */
function PostStatusCell({ value, row }: CellProps) {
  const timeZone = useSiteOptions().options.time_zone || 'UTC';
  const { publish_at: publishAt, unpublish_at: unpublishAt } = row as {
    publish_at?: unknown;
    unpublish_at?: unknown;
  };
  return (
    <Stack gap={2}>
      <Badge color={value === POST_STATUS.published ? 'green' : 'gray'} variant="dot">
        {POST_STATUS_LABELS[value as 1 | 2] ?? asText(value)}
      </Badge>
      {typeof publishAt === 'string' ? (
        <Text size="xs" c="dimmed">
          Publishes {scheduleText(publishAt, timeZone)}
        </Text>
      ) : null}
      {typeof unpublishAt === 'string' ? (
        <Text size="xs" c="dimmed">
          Unpublishes {scheduleText(unpublishAt, timeZone)}
        </Text>
      ) : null}
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

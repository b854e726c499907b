/**
 * The component of each cell kind a collection's list column may declare
 * (shared/collections/collection.ts `CellKind`). The record's type makes a kind without a
 * component a type error.
 */
import { Anchor, Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CellKind } from '#shared/collections/collection.ts';
import { POST_STATUS, POST_STATUS_LABELS } from '#shared/ids/post-status.ts';
import { cuisineNames, useCuisineTags } from '../../../content/taxonomy.ts';
import { formatApiDate } from '../shell/format-date.ts';

export interface CellProps {
  value: unknown;
  /** the row's edit screen */
  editHref: string;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function CuisineNamesCell({ value }: CellProps) {
  const tags = useCuisineTags();
  const ids = Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  return <Text size="sm">{cuisineNames(ids, tags).join(', ')}</Text>;
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
  postStatus: ({ value }) => (
    <Badge color={value === POST_STATUS.published ? 'green' : 'gray'} variant="dot">
      {POST_STATUS_LABELS[value as 1 | 2] ?? asText(value)}
    </Badge>
  ),
  cuisineNames: CuisineNamesCell,
  date: ({ value }) => <Text size="sm">{formatApiDate(typeof value === 'string' ? value : null)}</Text>,
  text: ({ value }) => <Text size="sm">{asText(value)}</Text>,
};

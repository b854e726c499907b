/**
 * The list screen of every post type, generated from its declaration: status tabs and trash,
 * text filter, date range, sort, paging, drag-and-drop ordering, and the row actions
 * (publish/unpublish, trash, restore, delete for good — the destructive ones confirmed).
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Pagination,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconDots,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconRestore,
  IconSearch,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { POST_STATUS, POST_STATUS_LABELS } from '#shared/ids/post-status.ts';
import {
  POST_LIST_COLUMN_LABELS,
  type PostListColumn,
  type PostListSortColumn,
  type PostTypeScreens,
} from '#shared/post-type-screens.ts';
import { ROUTES } from '#shared/routes.ts';
import type { Post } from '#shared/schemas/content.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { cuisineNames, useCuisineTags } from '../../../content/taxonomy.ts';
import { useApiAction } from '../../../staff/api-action.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { formatApiDate } from '../shell/format-date.ts';
import { useConfirm } from '../shell/use-confirm.ts';
import {
  type ByTypeAnswer,
  byTypePath,
  canReorder,
  PAGE_SIZES,
  type PostListState,
  positionForDrop,
  readListState,
  type StatusFilter,
  visibleRows,
  writeListState,
} from './post-list-query.ts';
import { deletePostForever, movePost, restorePost, setPostStatus, trashPost } from './post-requests.ts';
import { SortablePostTable } from './sortable-post-table.tsx';

const SORTABLE: Partial<Record<PostListColumn, PostListSortColumn>> = {
  title: 'title',
  url: 'url',
  status: 'post_status_id',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

const VIEW_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
  { value: 'trash', label: 'Trash' },
];

export function PostListScreen({ type }: { type: PostTypeScreens }) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, type);
  const update = (patch: Partial<PostListState>, resetPage = true) => {
    const next = { ...state, ...patch, ...(resetPage && patch.page === undefined ? { page: 1 } : {}) };
    setParams(writeListState(next, type), { replace: true });
  };
  const path = byTypePath(type.id, state);
  const { data, error, isLoading, isValidating, mutate } = useSWR<ByTypeAnswer>(path, {
    keepPreviousData: true,
  });
  const tags = useCuisineTags(type.externalData.includes('cuisines'));
  const run = useApiAction();
  const { dialog, ask } = useConfirm();
  const [text, setText] = useState(state.text);
  const pushText = useDebouncedCallback((value: string) => update({ text: value }), 300);
  const reorder = canReorder(state);
  const { rows, total } = data ? visibleRows(data, state) : { rows: [], total: 0 };
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const base = `${ROUTES.panel}/${type.panelSegment}`;

  const refresh = () => mutate();
  const act = async (action: () => Promise<unknown>, success: string) => {
    await run(action, { success });
    await refresh();
  };

  const onMove = async (post: Post, newIndex: number) => {
    await run(() => movePost(post.id, positionForDrop(state, newIndex)), {
      success: `“${post.title}” moved`,
    });
    await refresh();
  };

  const view = state.trash ? 'trash' : state.status;
  const setView = (value: string) =>
    value === 'trash'
      ? update({ trash: true, status: 'all' })
      : update({ trash: false, status: value as StatusFilter });

  const sortHeader = (column: PostListColumn) => {
    const by = SORTABLE[column];
    const label = POST_LIST_COLUMN_LABELS[column];
    if (!by) return <Table.Th key={column}>{label}</Table.Th>;
    const active = state.sort.by === by;
    const Icon = active ? (state.sort.dir === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
    return (
      <Table.Th
        key={column}
        aria-sort={active ? (state.sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <UnstyledButton
          onClick={() => update({ sort: { by, dir: active && state.sort.dir === 'asc' ? 'desc' : 'asc' } })}
          fw={600}
          fz="sm"
        >
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const cell = (post: Post, column: PostListColumn) => {
    switch (column) {
      case 'title':
        return (
          <Table.Td key={column}>
            <Anchor component={Link} to={`${base}/${post.id}`} fw={500}>
              {post.title}
            </Anchor>
          </Table.Td>
        );
      case 'url':
        return (
          <Table.Td key={column}>
            <Text size="sm" ff="monospace">
              {post.url}
            </Text>
          </Table.Td>
        );
      case 'status':
        return (
          <Table.Td key={column}>
            <Badge color={post.post_status_id === POST_STATUS.published ? 'green' : 'gray'} variant="dot">
              {POST_STATUS_LABELS[post.post_status_id as 1 | 2] ?? post.post_status_id}
            </Badge>
          </Table.Td>
        );
      case 'cuisines':
        return (
          <Table.Td key={column}>
            <Text size="sm">{cuisineNames(post.external_data?.cuisines, tags).join(', ')}</Text>
          </Table.Td>
        );
      default:
        return (
          <Table.Td key={column}>
            <Text size="sm">{formatApiDate(post[column])}</Text>
          </Table.Td>
        );
    }
  };

  const actions = (post: Post) => {
    const published = post.post_status_id === POST_STATUS.published;
    return (
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {state.trash ? (
            <>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRestore size={14} aria-hidden="true" />}
                onClick={() => void act(() => restorePost(post.id), `“${post.title}” restored`)}
              >
                Restore
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrashX size={14} aria-hidden="true" />}
                onClick={() =>
                  ask({
                    title: `Delete “${post.title}” for good?`,
                    message: `The ${type.noun} is removed for good and cannot be restored.`,
                    confirmLabel: 'Delete for good',
                    danger: true,
                    onConfirm: () =>
                      act(() => deletePostForever(post.id), `“${post.title}” deleted for good`),
                  })
                }
              >
                Delete for good
              </Button>
            </>
          ) : (
            <>
              <Tooltip label={published ? 'Unpublish' : 'Publish'}>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${published ? 'Unpublish' : 'Publish'} ${post.title}`}
                  onClick={() =>
                    void act(
                      () => setPostStatus(post.id, published ? POST_STATUS.draft : POST_STATUS.published),
                      `“${post.title}” ${published ? 'unpublished' : 'published'}`,
                    )
                  }
                >
                  {published ? (
                    <IconEyeOff size={18} aria-hidden="true" />
                  ) : (
                    <IconEye size={18} aria-hidden="true" />
                  )}
                </ActionIcon>
              </Tooltip>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${post.title}`}>
                    <IconDots size={18} aria-hidden="true" />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    component={Link}
                    to={`${base}/${post.id}`}
                    leftSection={<IconPencil size={14} />}
                  >
                    Edit
                  </Menu.Item>
                  <Menu.Item component={Link} to={`${base}/${post.id}/build`}>
                    Page layout
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() =>
                      ask({
                        title: `Move “${post.title}” to the trash?`,
                        message: `It leaves the site at once. You can restore it from the trash.`,
                        confirmLabel: 'Move to trash',
                        danger: true,
                        onConfirm: () => act(() => trashPost(post.id), `“${post.title}” moved to the trash`),
                      })
                    }
                  >
                    Move to trash
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          )}
        </Group>
      </Table.Td>
    );
  };

  const sortValue = `${state.sort.by}:${state.sort.dir}`;
  const sortOptions = [
    { value: 'position:asc', label: 'Manual order' },
    { value: 'updated_at:desc', label: 'Recently changed' },
    { value: 'created_at:desc', label: 'Newest first' },
    { value: 'created_at:asc', label: 'Oldest first' },
    { value: 'title:asc', label: 'Title A–Z' },
    { value: 'title:desc', label: 'Title Z–A' },
  ];
  if (!sortOptions.some((o) => o.value === sortValue)) {
    sortOptions.push({ value: sortValue, label: `${state.sort.by} ${state.sort.dir}` });
  }

  return (
    <Stack gap="md">
      <PageHead title={type.plural} noIndex noFollow />
      <Group justify="space-between">
        <Title order={1}>{type.plural}</Title>
        <Button component={Link} to={`${base}/new`} leftSection={<IconPlus size={16} aria-hidden="true" />}>
          New {type.noun}
        </Button>
      </Group>
      <SegmentedControl
        value={view}
        onChange={setView}
        data={VIEW_OPTIONS}
        aria-label="Show"
        w="fit-content"
      />
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Filter"
          placeholder="Title or address"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            pushText(e.currentTarget.value);
          }}
          w={{ base: '100%', sm: 240 }}
        />
        <DatePickerInput
          type="range"
          label="Created between"
          clearable
          allowSingleDateInRange
          value={[state.from, state.to]}
          onChange={([from, to]) => {
            if ((from && to) || (!from && !to))
              update({ from: from ? String(from) : null, to: to ? String(to) : null });
          }}
          valueFormat="D MMM YYYY"
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Sort"
          data={sortOptions}
          value={sortValue}
          onChange={(value) => {
            if (!value) return;
            const [by, dir] = value.split(':') as [PostListSortColumn, 'asc' | 'desc'];
            update({ sort: { by, dir } });
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 190 }}
        />
      </Group>
      {reorder && rows.length > 1 ? (
        <Text size="sm" c="dimmed">
          Drag rows by their handle to change the order on the site.
        </Text>
      ) : null}

      {error && !data ? (
        <Alert color="red">The list could not be loaded.</Alert>
      ) : isLoading && !data ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={40} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <Text fw={600}>
            {state.trash
              ? 'The trash is empty.'
              : state.text || state.from || state.status !== 'all'
                ? `No ${type.plural.toLowerCase()} match these filters.`
                : `No ${type.plural.toLowerCase()} yet.`}
          </Text>
          {!state.trash ? (
            <Button component={Link} to={`${base}/new`} variant="light">
              Create the first {type.noun}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <SortablePostTable
          label={type.plural}
          busy={isValidating}
          posts={rows}
          reorder={reorder}
          onMove={onMove}
          head={
            <>
              {type.listColumns.map(sortHeader)}
              <Table.Th>
                <Text size="sm" fw={600} ta="right">
                  Actions
                </Text>
              </Table.Th>
            </>
          }
          renderCells={(post) => (
            <>
              {type.listColumns.map((column) => cell(post, column))}
              {actions(post)}
            </>
          )}
        />
      )}

      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} {total === 1 ? type.noun : type.plural.toLowerCase()}
        </Text>
        <Group gap="sm">
          <Select
            aria-label="Rows per page"
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
            value={String(state.pageSize)}
            onChange={(value) => value && update({ pageSize: Number(value) })}
            allowDeselect={false}
            w={140}
          />
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(page) => update({ page }, false)}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      </Group>
      <ConfirmDialog {...dialog} />
    </Stack>
  );
}

export default PostListScreen;

/**
 * The list screen of any collection: a declaration (shared/collections/) and a data source
 * (list-source.ts) make the heading, the toolbar of its filters, the table of its columns with
 * their cell renderers and row actions, drag-and-drop ordering where it has a manual order, the
 * empty and loading states and the pager. Serves the six post types; users, submissions and media
 * next.
 */
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import useSWR from 'swr';
import { type CollectionConfig, valueAt } from '#shared/collections/collection.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useSearchParams } from '../../../staff/search-params.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { ListPager } from '../ui/list-pager.tsx';
import { useListAct } from './list-act.ts';
import type { ListRow, ListSource } from './list-source.ts';
import {
  canReorder,
  isFiltered,
  type ListState,
  positionForDrop,
  readListState,
  writeListState,
} from './list-state.ts';
import { ListTable } from './list-table.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { type RowActionContext, RowActionsCell } from './row-actions.tsx';

interface CollectionListScreenProps<Row extends ListRow, Answer> {
  collection: CollectionConfig;
  source: ListSource<Row, Answer>;
}

export function CollectionListScreen<Row extends ListRow, Answer>({
  collection,
  source,
}: CollectionListScreenProps<Row, Answer>) {
  const { list, labels } = collection;
  const [params, setParams] = useSearchParams();
  const state = readListState(params, list);
  const update = (patch: Partial<ListState>, resetPage = true) => {
    const next = { ...state, ...patch, ...(resetPage && patch.page === undefined ? { page: 1 } : {}) };
    setParams(writeListState(next, list), { replace: true });
  };
  return (
    <Stack gap="md">
      <PageHead title={labels.plural} noIndex noFollow />
      <Group justify="space-between">
        <Title order={1}>{labels.plural}</Title>
        <Button
          component={Link}
          to={source.hrefs.create}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          New {labels.noun}
        </Button>
      </Group>
      <ListToolbar list={list} state={state} update={update} />
      {/* the trash is another list: keyed by it, its first read shows as loading, never as the
          other view's rows kept by keepPreviousData, offering its actions on them */}
      <CollectionListBody
        key={state.trash ? 'trash' : 'list'}
        collection={collection}
        source={source}
        state={state}
        update={update}
      />
    </Stack>
  );
}

interface CollectionListBodyProps<Row extends ListRow, Answer>
  extends CollectionListScreenProps<Row, Answer> {
  state: ListState;
  update: (patch: Partial<ListState>, resetPage?: boolean) => void;
}

/** The rows of one view (the list or the trash) with their states, actions and pager. */
function CollectionListBody<Row extends ListRow, Answer>({
  collection,
  source,
  state,
  update,
}: CollectionListBodyProps<Row, Answer>) {
  const { list, labels } = collection;
  const { data, error, isLoading, isValidating } = useSWR<Answer>(source.key(state), {
    keepPreviousData: true,
  });
  const act = useListAct(source, state);
  const { dialog, ask } = useConfirm();
  const reorder = canReorder(state, list) && source.move !== undefined;
  const { rows, total } = data ? source.rows(data, state) : { rows: [] as Row[], total: 0 };
  const plural = labels.plural.toLowerCase();
  const titleOf = (row: Row) => String(valueAt(row, list.titleField) ?? '');

  const onMove = async (row: Row, newIndex: number) => {
    const move = source.move;
    if (!move) return;
    await act(() => move(row, positionForDrop(state, newIndex)), `“${titleOf(row)}” moved`);
  };
  const actionContext = (row: Row): RowActionContext<Row> => ({
    collection,
    source: source as ListSource<Row>,
    title: titleOf(row),
    act,
    ask,
  });

  return (
    <>
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
              : isFiltered(state)
                ? `No ${plural} match these filters.`
                : `No ${plural} yet.`}
          </Text>
          {!state.trash ? (
            <Button component={Link} to={source.hrefs.create} variant="light">
              Create the first {labels.noun}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <ListTable
          rows={rows}
          columns={list.columns}
          label={labels.plural}
          busy={isValidating}
          sort={state.sort}
          onSort={(sort) => update({ sort })}
          reorder={reorder}
          onMove={onMove}
          titleOf={titleOf}
          editHref={source.hrefs.row.edit}
          actions={(row) => <RowActionsCell row={row} inTrash={state.trash} ctx={actionContext(row)} />}
        />
      )}

      <ListPager
        summary={`${total} ${total === 1 ? labels.noun : plural}`}
        total={total}
        page={state.page}
        pageSize={state.pageSize}
        sizeLabel="Rows per page"
        onPage={(page) => update({ page }, false)}
        onPageSize={(pageSize) => update({ pageSize })}
      />
      <ConfirmDialog {...dialog} />
    </>
  );
}

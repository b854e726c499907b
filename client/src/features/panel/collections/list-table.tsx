/**
 * The table of a collection's list: its declared columns (headers sort the list when the column
 * says how), each cell drawn by the component of its kind (cell-renderers.tsx), and the row
 * actions. With ordering on, rows can be dragged by their handle — by mouse, touch or keyboard
 * (focus the handle, Space, arrows, Space) — and the move is saved as the row's new position.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { type ListColumn, type ListSort, valueAt } from '#shared/collections/collection.ts';
import { CELL_RENDERERS } from './cell-renderers.tsx';
import type { ListRow } from './list-source.ts';

interface ListTableProps<Row extends ListRow> {
  rows: Row[];
  columns: readonly ListColumn[];
  /** the table's accessible name, e.g. the collection's plural */
  label: string;
  /** the rows are being read again (shown as aria-busy) */
  busy: boolean;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  reorder: boolean;
  onMove: (row: Row, newIndex: number) => Promise<void>;
  titleOf: (row: Row) => string;
  editHref: (row: Row) => string;
  /** the actions cell of a row */
  actions: (row: Row) => ReactNode;
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: ListColumn;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const by = column.sortBy;
  if (!by) return <Table.Th>{column.label}</Table.Th>;
  const active = sort.by === by;
  const Icon = active ? (sort.dir === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
  return (
    <Table.Th aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton
        onClick={() => onSort({ by, dir: active && sort.dir === 'asc' ? 'desc' : 'asc' })}
        fw={600}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {column.label}
          <Icon size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function ListTable<Row extends ListRow>({
  rows,
  columns,
  label,
  busy,
  sort,
  onSort,
  reorder,
  onMove,
  titleOf,
  editHref,
  actions,
}: ListTableProps<Row>) {
  const [order, setOrder] = useState(rows);
  useEffect(() => setOrder(rows), [rows]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = order.findIndex((r) => r.id === active.id);
    const to = order.findIndex((r) => r.id === over.id);
    const moved = order[from];
    if (from < 0 || to < 0 || !moved) return;
    setOrder(arrayMove(order, from, to));
    void onMove(moved, to);
  };

  const cells = (row: Row) => (
    <>
      {columns.map((column) => {
        const Cell = CELL_RENDERERS[column.cell];
        return (
          <Table.Td key={column.field}>
            <Cell value={valueAt(row, column.field)} editHref={editHref(row)} row={row} />
          </Table.Td>
        );
      })}
      {actions(row)}
    </>
  );

  const table = (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {reorder ? (
              <Table.Th w={44}>
                <VisuallyHidden>Order</VisuallyHidden>
              </Table.Th>
            ) : null}
            {columns.map((column) => (
              <SortHeader key={column.field} column={column} sort={sort} onSort={onSort} />
            ))}
            <Table.Th>
              <Text size="sm" fw={600} ta="right">
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.map((row) =>
            reorder ? (
              <SortableRow key={row.id} id={row.id} title={titleOf(row)}>
                {cells(row)}
              </SortableRow>
            ) : (
              <Table.Tr key={row.id} data-row-id={row.id}>
                {cells(row)}
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  if (!reorder) return table;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move a row, press Space, then the arrow keys, then Space again to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={order.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        {table}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, title, children }: { id: number; title: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Table.Tr
      ref={setNodeRef}
      data-row-id={id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        background: isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Table.Td>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Move ${title}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden="true" />
        </ActionIcon>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

/**
 * The rows of a post list. With ordering on, rows can be dragged by their handle — by mouse,
 * touch or keyboard (focus the handle, Space, arrows, Space) — and the move is saved as the
 * post's `position`.
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
import { ActionIcon, Table, VisuallyHidden } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { Post } from '#shared/schemas/content.ts';

interface SortablePostTableProps {
  posts: Post[];
  /** the table's accessible name, e.g. the type's plural */
  label: string;
  /** the rows are being read again (shown as aria-busy) */
  busy: boolean;
  reorder: boolean;
  head: ReactNode;
  renderCells: (post: Post) => ReactNode;
  onMove: (post: Post, newIndex: number) => Promise<void>;
}

export function SortablePostTable({
  posts,
  label,
  busy,
  reorder,
  head,
  renderCells,
  onMove,
}: SortablePostTableProps) {
  const [order, setOrder] = useState(posts);
  useEffect(() => setOrder(posts), [posts]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = order.findIndex((p) => p.id === active.id);
    const to = order.findIndex((p) => p.id === over.id);
    const moved = order[from];
    if (from < 0 || to < 0 || !moved) return;
    setOrder(arrayMove(order, from, to));
    void onMove(moved, to);
  };

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
            {head}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.map((post) =>
            reorder ? (
              <SortableRow key={post.id} post={post}>
                {renderCells(post)}
              </SortableRow>
            ) : (
              <Table.Tr key={post.id} data-post-id={post.id}>
                {renderCells(post)}
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
      <SortableContext items={order.map((p) => p.id)} strategy={verticalListSortingStrategy}>
        {table}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ post, children }: { post: Post; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: post.id,
    });
  return (
    <Table.Tr
      ref={setNodeRef}
      data-post-id={post.id}
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
          aria-label={`Move ${post.title}`}
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

/**
 * The generated panel section of a site-scoped collection (shared/collections/
 * site-collection-panel.ts): its heading, the add form (or, `form: 'dialog'`, an add button and a
 * dialog), and its items — as a table of the declared columns with edit and delete, or, with no
 * columns, as name badges each with its delete button; loading and empty states; every delete
 * confirmed first. What the declaration cannot say comes from the screen's overrides.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CollectionSlug } from '#shared/collections/content-collections.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { DeletableNameBadge } from '../shell/deletable-name-badge.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import { itemName, type SiteCollectionOverrides, useEditableRule } from './site-collection-overrides.ts';
import { type SiteItem, useSiteItems } from './site-collection-requests.ts';
import { useSiteItemDelete } from './site-item-delete.ts';
import { SiteItemDialog } from './site-item-dialog.tsx';
import { panelOf, SiteItemForm, updateMethodOf } from './site-item-form.tsx';

interface SiteCollectionSectionProps {
  slug: CollectionSlug;
  overrides?: SiteCollectionOverrides;
}

export function SiteCollectionSection({ slug, overrides }: SiteCollectionSectionProps) {
  const panel = panelOf(slug);
  const { items, error } = useSiteItems(slug);
  const { dialog, ask } = useConfirm();
  const askDelete = useSiteItemDelete(slug, ask, overrides);
  const inDialog = panel.form === 'dialog';
  const [editing, setEditing] = useState<SiteItem | 'new' | null>(null);
  const titleId = `${slug}-title`;
  const Intro = overrides?.Intro;
  let list: React.ReactNode;
  if (!items) {
    list = error ? (
      <Alert color="red" mt="md">
        {panel.title} could not be loaded.
      </Alert>
    ) : (
      <Skeleton h={panel.columns ? 120 : 40} mt="md" />
    );
  } else if (items.length === 0) {
    list = (
      <Text c="dimmed" mt="md">
        {panel.texts.empty}
      </Text>
    );
  } else if (!panel.columns) {
    list = (
      <Group gap="xs" mt="md">
        {items.map((item) => (
          <DeletableNameBadge
            key={item.id}
            name={itemName(item, panel.nameField, overrides)}
            kind={panel.texts.kind}
            onDelete={() => askDelete(item)}
          />
        ))}
      </Group>
    );
  } else {
    list = (
      <ItemTable
        slug={slug}
        items={items}
        overrides={overrides}
        titleId={titleId}
        onEdit={inDialog ? setEditing : undefined}
        onDelete={askDelete}
      />
    );
  }
  const heading = (
    <div>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {panel.title}
      </Title>
      {panel.description ? (
        <Text size="sm" c="dimmed" mb="md">
          {panel.description}
        </Text>
      ) : null}
    </div>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      {inDialog ? (
        <Group justify="space-between" align="flex-start">
          {heading}
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
            {panel.texts.add}
          </Button>
        </Group>
      ) : (
        heading
      )}
      {Intro ? <Intro /> : null}
      {inDialog ? (
        <SiteItemDialog slug={slug} item={editing} overrides={overrides} onClose={() => setEditing(null)} />
      ) : (
        <SiteItemForm slug={slug} layout="inline" overrides={overrides} />
      )}
      {list}
      <ConfirmDialog {...dialog} />
    </Paper>
  );
}

interface ItemTableProps {
  slug: CollectionSlug;
  items: SiteItem[];
  overrides?: SiteCollectionOverrides;
  titleId: string;
  /** a change in a dialog; absent: in the item's row */
  onEdit?: (item: SiteItem) => void;
  onDelete: (item: SiteItem) => void;
}

/** a table of three columns or more scrolls sideways on a narrow screen rather than squeezing */
const SCROLL_FROM_COLUMNS = 3;

function ItemTable({ slug, items, overrides, titleId, onEdit, onDelete }: ItemTableProps) {
  const panel = panelOf(slug);
  const columns = panel.columns ?? [];
  const editable = useEditableRule(overrides);
  const [editing, setEditing] = useState<number | null>(null);
  const cellOf = (field: string) => overrides?.cells?.[field] ?? overrides?.fields?.[field]?.Cell;
  const table = (
    <Table mt="md" verticalSpacing="xs" aria-labelledby={titleId}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.field} w={overrides?.fields?.[column.field] ? 60 : undefined}>
              {column.label}
            </Table.Th>
          ))}
          <Table.Th ta="right">Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const name = itemName(item, panel.nameField, overrides);
          if (editing === item.id) {
            return (
              <Table.Tr key={item.id}>
                <Table.Td colSpan={columns.length + 1}>
                  <SiteItemForm
                    slug={slug}
                    item={item}
                    layout="inline"
                    overrides={overrides}
                    onCancel={() => setEditing(null)}
                    onDone={() => setEditing(null)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          }
          const mayEdit = editable(item);
          return (
            <Table.Tr key={item.id} data-item-id={item.id}>
              {columns.map((column) => {
                const Cell = cellOf(column.field);
                return (
                  <Table.Td key={column.field}>
                    {Cell ? <Cell item={item} /> : String(item[column.field] ?? '')}
                  </Table.Td>
                );
              })}
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {updateMethodOf(slug) ? (
                    <Tooltip label={mayEdit === true ? '' : mayEdit} disabled={mayEdit === true}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${name}`}
                        disabled={mayEdit !== true}
                        onClick={() => (onEdit ? onEdit(item) : setEditing(item.id))}
                      >
                        <IconPencil size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${name}`}
                    onClick={() => onDelete(item)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
  return columns.length >= SCROLL_FROM_COLUMNS ? (
    <Table.ScrollContainer minWidth={560}>{table}</Table.ScrollContainer>
  ) : (
    table
  );
}

/**
 * The generated panel section of a site-scoped collection (shared/collections/
 * site-collection-panel.ts): its heading, the add form, and its items — as a table of the
 * declared columns with edit (in the row) and delete, or, with no columns, as name badges each
 * with its delete button; loading and empty states; every delete confirmed first.
 */
import { ActionIcon, Alert, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CollectionSlug } from '#shared/collections/content-collections.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { DeletableNameBadge } from '../shell/deletable-name-badge.tsx';
import { useConfirm } from '../shell/use-confirm.ts';
import type { SiteCollectionOverrides } from './site-collection-overrides.ts';
import { type SiteItem, useSiteItems } from './site-collection-requests.ts';
import { useSiteItemDelete } from './site-item-delete.ts';
import { panelOf, SiteItemForm, updateMethodOf } from './site-item-form.tsx';

interface SiteCollectionSectionProps {
  slug: CollectionSlug;
  overrides?: SiteCollectionOverrides;
}

export function SiteCollectionSection({ slug, overrides }: SiteCollectionSectionProps) {
  const panel = panelOf(slug);
  const { items, error } = useSiteItems(slug);
  const { dialog, ask } = useConfirm();
  const askDelete = useSiteItemDelete(slug, ask);
  const titleId = `${slug}-title`;
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
            name={String(item[panel.nameField])}
            kind={panel.texts.kind}
            onDelete={() => askDelete(item)}
          />
        ))}
      </Group>
    );
  } else {
    list = (
      <ItemTable slug={slug} items={items} overrides={overrides} titleId={titleId} onDelete={askDelete} />
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {panel.title}
      </Title>
      {panel.description ? (
        <Text size="sm" c="dimmed" mb="md">
          {panel.description}
        </Text>
      ) : null}
      <SiteItemForm slug={slug} layout="inline" overrides={overrides} />
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
  onDelete: (item: SiteItem) => void;
}

function ItemTable({ slug, items, overrides, titleId, onDelete }: ItemTableProps) {
  const panel = panelOf(slug);
  const columns = panel.columns ?? [];
  const [editing, setEditing] = useState<number | null>(null);
  return (
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
          const name = String(item[panel.nameField]);
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
          return (
            <Table.Tr key={item.id} data-item-id={item.id}>
              {columns.map((column) => {
                const Cell = overrides?.fields?.[column.field]?.Cell;
                return (
                  <Table.Td key={column.field}>
                    {Cell ? <Cell item={item} /> : String(item[column.field] ?? '')}
                  </Table.Td>
                );
              })}
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {updateMethodOf(slug) ? (
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${name}`}
                      onClick={() => setEditing(item.id)}
                    >
                      <IconPencil size={18} aria-hidden="true" />
                    </ActionIcon>
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
}

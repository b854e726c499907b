/**
 * The row actions a collection's list declares (`list.rowActions`), each bound here to its button
 * or menu item and to its request in the list's data source: publish/unpublish, edit, page
 * layout, move to trash (confirmed), restore, delete for good (confirmed). The records' types
 * make a declared action without a binding a type error.
 */
import { ActionIcon, Button, Group, Menu, Table, Tooltip } from '@mantine/core';
import {
  IconDots,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconRestore,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CollectionConfig, RowAction } from '#shared/collections/collection.ts';
import type { ConfirmRequest } from '../shell/confirm-dialog.tsx';
import type { ListRow, ListSource } from './list-source.ts';

/** What an action needs besides the row. */
export interface RowActionContext<Row extends ListRow> {
  collection: CollectionConfig;
  source: ListSource<Row>;
  /** the row's name (its title field) */
  title: string;
  /** runs a request with its success toast, then reads the list again */
  act: (request: () => Promise<unknown>, success: string) => Promise<void>;
  ask: (request: ConfirmRequest) => void;
}

/** An action as a button (inline, trash) or a menu item; undefined when the source cannot do it. */
interface ActionBinding {
  button: <Row extends ListRow>(row: Row, ctx: RowActionContext<Row>) => ReactNode;
  menuItem: <Row extends ListRow>(row: Row, ctx: RowActionContext<Row>) => ReactNode;
  /** destructive: shown last in the menu, after a divider */
  danger?: boolean;
}

function linkAction(kind: 'edit' | 'build', label: string, icon?: ReactNode): ActionBinding {
  const href = <Row extends ListRow>(row: Row, ctx: RowActionContext<Row>) =>
    ctx.source.hrefs.row[kind]?.(row);
  return {
    button: (row, ctx) => {
      const to = href(row, ctx);
      return to ? (
        <Button key={kind} size="xs" variant="light" component={Link} to={to} leftSection={icon}>
          {label}
        </Button>
      ) : null;
    },
    menuItem: (row, ctx) => {
      const to = href(row, ctx);
      return to ? (
        <Menu.Item key={kind} component={Link} to={to} leftSection={icon}>
          {label}
        </Menu.Item>
      ) : null;
    },
  };
}

function toggle<Row extends ListRow>(row: Row, ctx: RowActionContext<Row>) {
  const binding = ctx.source.requests.togglePublished;
  if (!binding) return undefined;
  const published = binding.isPublished(row);
  return {
    published,
    label: published ? 'Unpublish' : 'Publish',
    icon: published ? <IconEyeOff size={18} aria-hidden="true" /> : <IconEye size={18} aria-hidden="true" />,
    run: () =>
      ctx.act(
        () => binding.set(row, !published),
        `“${ctx.title}” ${published ? 'unpublished' : 'published'}`,
      ),
  };
}

/** What a command action does for a row, or undefined when the list's source cannot do it. */
type RowCommand = <Row extends ListRow>(row: Row, ctx: RowActionContext<Row>) => (() => void) | undefined;

const trashCommand: RowCommand = (row, ctx) => {
  const trash = ctx.source.requests.trash;
  if (!trash) return undefined;
  return () =>
    ctx.ask({
      title: `Move “${ctx.title}” to the trash?`,
      message: 'It leaves the site at once. You can restore it from the trash.',
      confirmLabel: 'Move to trash',
      danger: true,
      onConfirm: () => ctx.act(() => trash(row), `“${ctx.title}” moved to the trash`),
    });
};

const restoreCommand: RowCommand = (row, ctx) => {
  const restore = ctx.source.requests.restore;
  if (!restore) return undefined;
  return () => void ctx.act(() => restore(row), `“${ctx.title}” restored`);
};

const deleteForeverCommand: RowCommand = (row, ctx) => {
  const remove = ctx.source.requests.deleteForever;
  if (!remove) return undefined;
  return () =>
    ctx.ask({
      title: `Delete “${ctx.title}” for good?`,
      message: `The ${ctx.collection.labels.noun} is removed for good and cannot be restored.`,
      confirmLabel: 'Delete for good',
      danger: true,
      onConfirm: () => ctx.act(() => remove(row), `“${ctx.title}” deleted for good`),
    });
};

/** A command as a labelled button and as a menu item; a danger one is red and comes last. */
function commandAction(
  key: RowAction,
  label: string,
  Icon: typeof IconTrash,
  command: RowCommand,
  danger = false,
): ActionBinding {
  const color = danger ? { color: 'red' } : {};
  return {
    ...(danger ? { danger } : {}),
    button: (row, ctx) => {
      const run = command(row, ctx);
      return run ? (
        <Button
          key={key}
          size="xs"
          variant="light"
          {...color}
          leftSection={<Icon size={14} aria-hidden="true" />}
          onClick={run}
        >
          {label}
        </Button>
      ) : null;
    },
    menuItem: (row, ctx) => {
      const run = command(row, ctx);
      return run ? (
        <Menu.Item key={key} {...color} leftSection={<Icon size={14} />} onClick={run}>
          {label}
        </Menu.Item>
      ) : null;
    },
  };
}

export const ROW_ACTION_BINDINGS: Record<RowAction, ActionBinding> = {
  togglePublished: {
    button: (row, ctx) => {
      const action = toggle(row, ctx);
      if (!action) return null;
      return (
        <Tooltip key="togglePublished" label={action.label}>
          <ActionIcon
            variant="subtle"
            aria-label={`${action.label} ${ctx.title}`}
            onClick={() => void action.run()}
          >
            {action.icon}
          </ActionIcon>
        </Tooltip>
      );
    },
    menuItem: (row, ctx) => {
      const action = toggle(row, ctx);
      return action ? (
        <Menu.Item key="togglePublished" leftSection={action.icon} onClick={() => void action.run()}>
          {action.label}
        </Menu.Item>
      ) : null;
    },
  },
  edit: linkAction('edit', 'Edit', <IconPencil size={14} />),
  build: linkAction('build', 'Page layout'),
  trash: commandAction('trash', 'Move to trash', IconTrash, trashCommand, true),
  restore: commandAction('restore', 'Restore', IconRestore, restoreCommand),
  deleteForever: commandAction('deleteForever', 'Delete for good', IconTrashX, deleteForeverCommand, true),
};

/** The actions cell of a row: the declared buttons, and the rest in a "More actions" menu. */
export function RowActionsCell<Row extends ListRow>({
  row,
  inTrash,
  ctx,
}: {
  row: Row;
  inTrash: boolean;
  ctx: RowActionContext<Row>;
}) {
  const { inline, menu, trash } = ctx.collection.list.rowActions;
  const buttons = (inTrash ? trash : inline).map((action) => ROW_ACTION_BINDINGS[action].button(row, ctx));
  const safe = inTrash ? [] : menu.filter((action) => !ROW_ACTION_BINDINGS[action].danger);
  const danger = inTrash ? [] : menu.filter((action) => ROW_ACTION_BINDINGS[action].danger);
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap" justify="flex-end">
        {buttons}
        {safe.length + danger.length > 0 ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${ctx.title}`}>
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {safe.map((action) => ROW_ACTION_BINDINGS[action].menuItem(row, ctx))}
              {safe.length > 0 && danger.length > 0 ? <Menu.Divider /> : null}
              {danger.map((action) => ROW_ACTION_BINDINGS[action].menuItem(row, ctx))}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Table.Td>
  );
}

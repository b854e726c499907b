/**
 * One menu as an editable, sortable list: each item's label and link (a page of the site, picked
 * from its published posts, and optionally one of its anchors, or another address, checked
 * against the shared link rule as it is typed), its place — by dragging its handle with mouse, touch or keyboard (focus the handle,
 * Space, arrows, Space), or by the item's menu — and, in the header, one level of links under an
 * item (its dropdown). The changes go to menu-tree.ts; this component only shows them.
 */
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconGripVertical,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { linkToAnchor, splitAnchor } from '#shared/page-blocks/anchor-links.ts';
import { AnchorSelect } from '../ui/anchor-select.tsx';
import type { AnchorChoice } from '../ui/page-anchors.ts';
import {
  addItem,
  canAdd,
  canNest,
  canUnnest,
  emptyNode,
  findItem,
  type LinkKind,
  linkProblem,
  type MenuErrors,
  type MenuName,
  type MenuNode,
  type MenuTree,
  moveItem,
  moveOnto,
  nestItem,
  removeItem,
  siblingsOf,
  unnestItem,
  updateItem,
} from './menu-tree.ts';

/** A page a menu may link to: its path, what to call it and the anchors of its blocks. */
export interface PageChoice {
  url: string;
  title: string;
  anchors?: readonly AnchorChoice[];
}

interface MenuEditorProps {
  menu: MenuName;
  title: string;
  description: string;
  tree: MenuTree;
  errors: MenuErrors;
  pages: readonly PageChoice[];
  onChange: (tree: MenuTree, touched?: string) => void;
}

const MENU_LABEL: Record<MenuName, string> = { header: 'Header', footer: 'Footer' };

/** Drops land only among the dragged item's own siblings (a header item, or the links of one dropdown). */
const sameListOnly: CollisionDetection = (args) => {
  const container = args.active.data.current?.sortable?.containerId;
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter(
      (droppable) => droppable.data.current?.sortable?.containerId === container,
    ),
  });
};

function itemName(node: MenuNode | undefined): string {
  return node?.text.trim() || 'the new item';
}

export function MenuEditor({ menu, title, description, tree, errors, pages, onChange }: MenuEditorProps) {
  const headingId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (uuid: unknown) => itemName(findItem(tree, String(uuid))?.node);
  const positionOf = (uuid: unknown) => {
    const list = siblingsOf(tree, String(uuid));
    return `position ${list.findIndex((n) => n.uuid === String(uuid)) + 1} of ${list.length}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${positionOf(over.id)}.`
        : `${nameOf(active.id)} is not over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${positionOf(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(moveOnto(tree, String(active.id), String(over.id)));
  };
  const items = tree[menu];

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        <DndContext
          sensors={sensors}
          collisionDetection={sameListOnly}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move an item, press Space, then the arrow keys, then Space again to drop it or Escape to cancel.',
            },
          }}
        >
          <SortableContext
            id={`${menu}-top`}
            items={items.map((n) => n.uuid)}
            strategy={verticalListSortingStrategy}
          >
            {items.length === 0 ? (
              <Text size="sm" c="dimmed" py="sm">
                No links yet.
              </Text>
            ) : (
              <Stack
                component="ol"
                gap="xs"
                aria-label={`${MENU_LABEL[menu]} menu`}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
              >
                {items.map((node, index) => (
                  <MenuItemRow
                    key={node.uuid}
                    node={node}
                    label={`${MENU_LABEL[menu]} item ${index + 1}`}
                    tree={tree}
                    errors={errors}
                    pages={pages}
                    onChange={onChange}
                  >
                    {menu === 'header' && node.children.length > 0 ? (
                      <Dropdown parent={node} tree={tree} errors={errors} pages={pages} onChange={onChange} />
                    ) : null}
                  </MenuItemRow>
                ))}
              </Stack>
            )}
          </SortableContext>
        </DndContext>
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            disabled={!canAdd(tree, menu)}
            onClick={() => {
              const node = emptyNode();
              onChange(addItem(tree, menu, node));
            }}
          >
            Add a link to the {menu}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}

function Dropdown({
  parent,
  tree,
  errors,
  pages,
  onChange,
}: {
  parent: MenuNode;
  tree: MenuTree;
  errors: MenuErrors;
  pages: readonly PageChoice[];
  onChange: MenuEditorProps['onChange'];
}) {
  const children = parent.children;
  return (
    <Stack
      gap="xs"
      mt="xs"
      pl={{ base: 'sm', sm: 'xl' }}
      style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
    >
      {children.length > 0 ? (
        <SortableContext
          id={`header-${parent.uuid}`}
          items={children.map((n) => n.uuid)}
          strategy={verticalListSortingStrategy}
        >
          <Stack
            component="ol"
            gap="xs"
            aria-label={`Dropdown of ${itemName(parent)}`}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {children.map((child, index) => (
              <MenuItemRow
                key={child.uuid}
                node={child}
                label={`Link ${index + 1} under ${itemName(parent)}`}
                tree={tree}
                errors={errors}
                pages={pages}
                onChange={onChange}
              />
            ))}
          </Stack>
        </SortableContext>
      ) : null}
      <Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={!canAdd(tree, 'header', parent.uuid)}
          onClick={() => onChange(addItem(tree, 'header', emptyNode(), parent.uuid))}
        >
          Add a link under {itemName(parent)}
        </Button>
      </Group>
    </Stack>
  );
}

function pageData(pages: readonly PageChoice[], current: string) {
  const data = pages.map((page) => ({ value: page.url, label: page.title }));
  if (current && !pages.some((page) => page.url === current))
    data.unshift({ value: current, label: current });
  return data;
}

/** A page in the list: its title, and its address below it (titles may repeat). */
function PageOption({ option }: { option: { value: string; label: string } }) {
  return (
    <div>
      <Text size="sm">{option.label}</Text>
      {option.label !== option.value ? (
        <Text size="xs" c="dimmed">
          {option.value}
        </Text>
      ) : null}
    </div>
  );
}

function MenuItemRow({
  node,
  label,
  tree,
  errors,
  pages,
  onChange,
  children,
}: {
  node: MenuNode;
  label: string;
  tree: MenuTree;
  errors: MenuErrors;
  pages: readonly PageChoice[];
  onChange: MenuEditorProps['onChange'];
  children?: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: node.uuid });
  const place = findItem(tree, node.uuid);
  const siblings = siblingsOf(tree, node.uuid);
  const index = place?.index ?? 0;
  const name = itemName(node);
  const above = place && !place.parent && place.index > 0 ? tree[place.menu][place.index - 1] : undefined;
  const typedProblem = node.kind === 'address' && node.url.trim() ? linkProblem(node) : undefined;
  const urlError = errors[`${node.uuid}.url`] ?? typedProblem;
  const update = (patch: Partial<Pick<MenuNode, 'text' | 'url' | 'kind'>>, field: string) =>
    onChange(updateItem(tree, node.uuid, patch), `${node.uuid}.${field}`);
  // a page link may name one of the page's anchors: `/about#menu`
  const { path, anchor } = splitAnchor(node.url);
  const page = pages.find((p) => p.url === path);

  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
      data-menu-item={node.uuid}
    >
      <Paper
        withBorder
        p="xs"
        radius="md"
        role="group"
        aria-label={`${label}: ${name}`}
        shadow={isDragging ? 'md' : undefined}
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            mt={26}
            aria-label={`Move ${name}`}
            style={{ cursor: 'grab', touchAction: 'none', flex: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={18} aria-hidden="true" />
          </ActionIcon>
          <Group gap="xs" align="flex-start" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
            <TextInput
              label="Label"
              value={node.text}
              onChange={(event) => update({ text: event.currentTarget.value }, 'text')}
              error={errors[`${node.uuid}.text`]}
              maxLength={100}
              style={{ flex: '1 1 10rem' }}
              size="sm"
            />
            <div style={{ flex: 'none' }}>
              <Text size="sm" fw={500} mb={2} component="div" id={`${node.uuid}-kind`}>
                Links to
              </Text>
              <SegmentedControl
                size="sm"
                aria-labelledby={`${node.uuid}-kind`}
                value={node.kind}
                onChange={(kind) => update({ kind: kind as LinkKind, url: '' }, 'url')}
                data={[
                  { value: 'page', label: 'A page' },
                  { value: 'address', label: 'An address' },
                ]}
              />
            </div>
            {node.kind === 'page' ? (
              <>
                <Select
                  label="Page"
                  placeholder="Choose a page"
                  data={pageData(pages, path)}
                  value={path || null}
                  onChange={(url) => {
                    const chosen = pages.find((p) => p.url === url);
                    const text = node.text.trim() ? node.text : (chosen?.title ?? node.text);
                    onChange(updateItem(tree, node.uuid, { url: url ?? '', text }), `${node.uuid}.url`);
                  }}
                  error={urlError}
                  searchable
                  nothingFoundMessage="No published page of that name"
                  renderOption={({ option }) => <PageOption option={option} />}
                  description={page ? node.url : undefined}
                  style={{ flex: '2 1 14rem' }}
                  size="sm"
                  comboboxProps={{ withinPortal: true }}
                />
                {path ? (
                  <AnchorSelect
                    anchors={page?.anchors ?? []}
                    value={anchor}
                    onChange={(next) => update({ url: linkToAnchor(path, next) }, 'url')}
                    size="sm"
                    style={{ flex: '1 1 12rem' }}
                  />
                ) : null}
              </>
            ) : (
              <TextInput
                label="Address"
                placeholder="https://…, mailto:… or tel:…"
                value={node.url}
                onChange={(event) => update({ url: event.currentTarget.value }, 'url')}
                error={urlError}
                maxLength={500}
                style={{ flex: '2 1 14rem' }}
                size="sm"
                inputMode="url"
              />
            )}
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={26}
                aria-label={`Actions for ${name}`}
                style={{ flex: 'none' }}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconArrowUp size={16} aria-hidden="true" />}
                disabled={index === 0}
                onClick={() => onChange(moveItem(tree, node.uuid, index - 1))}
              >
                Move up
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={16} aria-hidden="true" />}
                disabled={index >= siblings.length - 1}
                onClick={() => onChange(moveItem(tree, node.uuid, index + 1))}
              >
                Move down
              </Menu.Item>
              {place?.menu === 'header' && !place.parent && node.children.length === 0 ? (
                <Menu.Item
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  disabled={!canAdd(tree, 'header', node.uuid)}
                  onClick={() => onChange(addItem(tree, 'header', emptyNode(), node.uuid))}
                >
                  Add a link under it (a dropdown)
                </Menu.Item>
              ) : null}
              {place?.menu === 'header' && !place.parent ? (
                <Menu.Item
                  leftSection={<IconIndentIncrease size={16} aria-hidden="true" />}
                  disabled={!canNest(tree, node.uuid)}
                  onClick={() => onChange(nestItem(tree, node.uuid))}
                >
                  {above ? `Put under ${itemName(above)}` : 'Put under the item above'}
                </Menu.Item>
              ) : null}
              {place?.parent ? (
                <Menu.Item
                  leftSection={<IconIndentDecrease size={16} aria-hidden="true" />}
                  disabled={!canUnnest(tree, node.uuid)}
                  onClick={() => onChange(unnestItem(tree, node.uuid))}
                >
                  Take out of the dropdown
                </Menu.Item>
              ) : null}
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onChange(removeItem(tree, node.uuid))}
              >
                Remove{node.children.length > 0 ? ' with its dropdown' : ''}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {children}
      </Paper>
    </li>
  );
}

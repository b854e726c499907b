/**
 * Editing the site's menus (docs/product.md#entities) as the menus section does it, without React: header
 * items with one level of children (the header's dropdowns), footer links flat — the shape the API
 * takes (shared/schemas/domain-options.ts: MenuItemSchema, MenuLinkSchema). Every change answers a
 * new tree; items keep their `uuid`, which is also their key in the list and in the errors.
 *
 * Links are a page of the site (a path, `/…`) or another address: `http(s)://`, `mailto:`,
 * `tel:` — the shared rule (shared/safe-url.ts), which the API applies again.
 */
import { MENU_MAX_CHILDREN, MENU_MAX_ITEMS } from '#shared/limits.ts';
import { isSafeLinkUrl } from '#shared/safe-url.ts';
import type { MenuBody, MenuItem } from '#shared/schemas/domain-options.ts';

export type MenuName = 'header' | 'footer';
export const MENU_NAMES: readonly MenuName[] = ['header', 'footer'];

export type LinkKind = 'page' | 'address';

export interface MenuNode {
  uuid: string;
  text: string;
  url: string;
  /** a page of this site (a path) or another address; chosen in the editor, not stored */
  kind: LinkKind;
  isSelected?: boolean;
  /** header items only: the dropdown's links */
  children: MenuNode[];
}

export interface MenuTree {
  header: MenuNode[];
  footer: MenuNode[];
}

export function linkKindOf(url: string): LinkKind {
  return url === '' || url.startsWith('/') ? 'page' : 'address';
}

let fallbackCounter = 0;
/** A new item's uuid (crypto.randomUUID where there is one). */
export function newUuid(): string {
  const random = globalThis.crypto?.randomUUID?.();
  if (random) return random;
  fallbackCounter += 1;
  return `m-${Date.now().toString(36)}-${fallbackCounter}`;
}

/**
 * An item's node. Its uuid names it in every edit, so one a previous item of either menu already
 * has (the demo gave the header's and the footer's "About" the same) is replaced by a new one:
 * else an edit of the second would change the first.
 */
function nodeOf(item: MenuItem, withChildren: boolean, seen: Set<string>): MenuNode {
  const uuid = item.uuid && !seen.has(item.uuid) ? item.uuid : newUuid();
  seen.add(uuid);
  return {
    uuid,
    text: item.text,
    url: item.url,
    kind: linkKindOf(item.url),
    ...(item.isSelected === undefined ? {} : { isSelected: item.isSelected }),
    children: withChildren ? (item.children ?? []).map((child) => nodeOf(child, false, seen)) : [],
  };
}

export function menuTreeOf(body: MenuBody): MenuTree {
  const seen = new Set<string>();
  return {
    header: body.header.map((item) => nodeOf(item, true, seen)),
    footer: body.footer.map((item) => nodeOf(item, false, seen)),
  };
}

function linkOf(node: MenuNode): MenuItem {
  return {
    text: node.text.trim(),
    url: node.url.trim(),
    type: 'VLink',
    ...(node.isSelected === undefined ? {} : { isSelected: node.isSelected }),
    uuid: node.uuid,
  };
}

/** `PUT /api/options/menus`: a header item with children is a dropdown; the footer is links only. */
export function toMenusRequest(tree: MenuTree): { menuBody: MenuBody } {
  return {
    menuBody: {
      header: tree.header.map((node) =>
        node.children.length > 0
          ? { ...linkOf(node), mode: 'dropdown' as const, children: node.children.map(linkOf) }
          : linkOf(node),
      ),
      footer: tree.footer.map(linkOf),
    },
  };
}

// —— finding and changing items ——

interface Place {
  menu: MenuName;
  /** the uuid of the header item whose child it is; undefined at the top */
  parent?: string;
  index: number;
}

export function findItem(tree: MenuTree, uuid: string): (Place & { node: MenuNode }) | undefined {
  for (const menu of MENU_NAMES) {
    const list = tree[menu];
    for (let index = 0; index < list.length; index++) {
      const node = list[index] as MenuNode;
      if (node.uuid === uuid) return { menu, index, node };
      const childIndex = node.children.findIndex((child) => child.uuid === uuid);
      if (childIndex >= 0) {
        return { menu, parent: node.uuid, index: childIndex, node: node.children[childIndex] as MenuNode };
      }
    }
  }
  return undefined;
}

/** The list an item sits in (its siblings, itself included). */
export function siblingsOf(tree: MenuTree, uuid: string): MenuNode[] {
  const place = findItem(tree, uuid);
  if (!place) return [];
  if (!place.parent) return tree[place.menu];
  return tree[place.menu].find((n) => n.uuid === place.parent)?.children ?? [];
}

/** The tree with the list at `place` replaced by `change(list)`. */
function withList(
  tree: MenuTree,
  menu: MenuName,
  parent: string | undefined,
  change: (list: MenuNode[]) => MenuNode[],
) {
  if (!parent) return { ...tree, [menu]: change(tree[menu]) };
  return {
    ...tree,
    [menu]: tree[menu].map((node) =>
      node.uuid === parent ? { ...node, children: change(node.children) } : node,
    ),
  };
}

export function emptyNode(): MenuNode {
  return { uuid: newUuid(), text: '', url: '', kind: 'page', children: [] };
}

/** Whether one more item fits in a menu, or under a header item. */
export function canAdd(tree: MenuTree, menu: MenuName, parent?: string): boolean {
  if (!parent) return tree[menu].length < MENU_MAX_ITEMS;
  const node = tree[menu].find((n) => n.uuid === parent);
  return menu === 'header' && node !== undefined && node.children.length < MENU_MAX_CHILDREN;
}

/** Adds `node` at the end of a menu, or of a header item's dropdown. */
export function addItem(tree: MenuTree, menu: MenuName, node: MenuNode, parent?: string): MenuTree {
  if (!canAdd(tree, menu, parent)) return tree;
  return withList(tree, menu, parent, (list) => [...list, node]);
}

export function updateItem(
  tree: MenuTree,
  uuid: string,
  patch: Partial<Omit<MenuNode, 'uuid' | 'children'>>,
) {
  const place = findItem(tree, uuid);
  if (!place) return tree;
  return withList(tree, place.menu, place.parent, (list) =>
    list.map((node) => (node.uuid === uuid ? { ...node, ...patch } : node)),
  );
}

/** Removes an item (a header item with its dropdown). */
export function removeItem(tree: MenuTree, uuid: string): MenuTree {
  const place = findItem(tree, uuid);
  if (!place) return tree;
  return withList(tree, place.menu, place.parent, (list) => list.filter((node) => node.uuid !== uuid));
}

/** Moves an item to `toIndex` among its siblings (a drag or the keyboard). */
export function moveItem(tree: MenuTree, uuid: string, toIndex: number): MenuTree {
  const place = findItem(tree, uuid);
  if (!place) return tree;
  return withList(tree, place.menu, place.parent, (list) => {
    const target = Math.max(0, Math.min(list.length - 1, toIndex));
    if (target === place.index) return list;
    const next = [...list];
    const [moved] = next.splice(place.index, 1);
    next.splice(target, 0, moved as MenuNode);
    return next;
  });
}

/** Moves `uuid` to where `overUuid` is, when both are in the same list (a drop). */
export function moveOnto(tree: MenuTree, uuid: string, overUuid: string): MenuTree {
  const from = findItem(tree, uuid);
  const to = findItem(tree, overUuid);
  if (!from || !to || from.menu !== to.menu || from.parent !== to.parent) return tree;
  return moveItem(tree, uuid, to.index);
}

/**
 * Whether a header item can go into the dropdown of the item above it: a top-level header item
 * without children of its own (menus are two levels, never deeper), with an item above.
 */
export function canNest(tree: MenuTree, uuid: string): boolean {
  const place = findItem(tree, uuid);
  if (place?.menu !== 'header' || place.parent || place.index === 0) return false;
  const above = tree.header[place.index - 1] as MenuNode;
  return place.node.children.length === 0 && above.children.length < MENU_MAX_CHILDREN;
}

/** Puts a header item at the end of the dropdown of the item above it. */
export function nestItem(tree: MenuTree, uuid: string): MenuTree {
  if (!canNest(tree, uuid)) return tree;
  const place = findItem(tree, uuid) as Place & { node: MenuNode };
  const header = [...tree.header];
  const above = header[place.index - 1] as MenuNode;
  header[place.index - 1] = { ...above, children: [...above.children, place.node] };
  header.splice(place.index, 1);
  return { ...tree, header };
}

export function canUnnest(tree: MenuTree, uuid: string): boolean {
  const place = findItem(tree, uuid);
  return place?.parent !== undefined && tree.header.length < MENU_MAX_ITEMS;
}

/** Takes a dropdown link out, to the top of the header right after its former parent. */
export function unnestItem(tree: MenuTree, uuid: string): MenuTree {
  if (!canUnnest(tree, uuid)) return tree;
  const place = findItem(tree, uuid) as Place & { node: MenuNode };
  const parentIndex = tree.header.findIndex((n) => n.uuid === place.parent);
  const parent = tree.header[parentIndex] as MenuNode;
  const header = [...tree.header];
  header[parentIndex] = { ...parent, children: parent.children.filter((c) => c.uuid !== uuid) };
  header.splice(parentIndex + 1, 0, place.node);
  return { ...tree, header };
}

// —— checking ——

/** An item's field errors, by `{uuid}.text` / `{uuid}.url`. */
export type MenuErrors = Record<string, string>;

export const LINK_RULE_TEXT = 'Use https://…, http://…, mailto:… or tel:… (or choose a page of this site)';

/** Why a link cannot be saved, or undefined. */
export function linkProblem(node: Pick<MenuNode, 'url' | 'kind'>): string | undefined {
  const url = node.url.trim();
  if (!url) return node.kind === 'page' ? 'Choose a page' : 'Enter an address';
  if (node.kind === 'address' && url.startsWith('/')) return 'For a page of this site, choose “Page”';
  if (!isSafeLinkUrl(url)) return node.kind === 'page' ? 'Choose a page of this site' : LINK_RULE_TEXT;
  return undefined;
}

export function validateMenus(tree: MenuTree): MenuErrors {
  const errors: MenuErrors = {};
  const visit = (node: MenuNode) => {
    if (!node.text.trim()) errors[`${node.uuid}.text`] = 'Give the link a label';
    else if (node.text.trim().length > 100) errors[`${node.uuid}.text`] = 'At most 100 characters';
    const problem = linkProblem(node);
    if (problem) errors[`${node.uuid}.url`] = problem;
  };
  for (const menu of MENU_NAMES) {
    for (const node of tree[menu]) {
      visit(node);
      node.children.forEach(visit);
    }
  }
  return errors;
}

/**
 * The API's `errors` of a menus save (`menuBody.header.2.children.0.url`) on the items' fields;
 * what names no item's field (a whole menu: too many items) is answered apart for a toast.
 */
export function menuErrorsOf(
  tree: MenuTree,
  errors: Record<string, string[]>,
): { fields: MenuErrors; rest: Record<string, string[]> } {
  const fields: MenuErrors = {};
  const rest: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^menuBody\.(header|footer)\.(\d+)(?:\.children\.(\d+))?\.(text|url)$/.exec(path);
    const top = match ? tree[match[1] as MenuName][Number(match[2])] : undefined;
    const node = match?.[3] === undefined ? top : top?.children[Number(match[3])];
    if (match && node) {
      const message =
        match[4] === 'url' && messages.some((m) => m.includes('pattern'))
          ? LINK_RULE_TEXT
          : messages.join(', ');
      fields[`${node.uuid}.${match[4]}`] = message;
    } else rest[path] = messages;
  }
  return { fields, rest };
}

export function sameMenus(a: MenuTree, b: MenuTree): boolean {
  return JSON.stringify(toMenusRequest(a)) === JSON.stringify(toMenusRequest(b));
}

/**
 * The shape of a collection declaration, in the spirit of a Payload collection config: one object
 * per kind of record the panel manages (the six post types today; users, submissions and media
 * next) says its slug, labels, fields, list (columns with their cell kind, filters, sort, row
 * actions), media slots and access. The panel's screens and navigation are generated from it.
 *
 * Plain data, no React and no TypeBox: the SPA, the BFF and the API may all import it. Where the
 * panel needs a component (a cell, a row action), the declaration names a kind and the client binds
 * each kind to one component, in a table the type checker holds complete.
 */
import type { StaffAccessLevel } from '../access-levels.ts';
import type { PanelNavGroupId } from '../panel-screens.ts';

export interface CollectionLabels {
  /** "Blog post": headings and toasts */
  singular: string;
  /** "Blog": the navigation and the list's heading */
  plural: string;
  /** the singular in lower case, for sentences ("New blog post") */
  noun: string;
}

/** The minimal role of each operation (the API enforces its own, the panel hides what it refuses). */
export interface CollectionAccess {
  read: StaffAccessLevel;
  create: StaffAccessLevel;
  update: StaffAccessLevel;
  delete: StaffAccessLevel;
}

/**
 * How a list cell shows its value. Each kind is bound to one React component in the panel
 * (client/src/features/panel/collections/cell-renderers.tsx):
 * - `editLink`: the value as a link to the row's edit screen;
 * - `code`: monospace text (addresses, e-mails);
 * - `postStatus`: a draft/published badge;
 * - `cuisineNames`: cuisine tag ids shown as their names;
 * - `date`: an API date as a short local date and time;
 * - `text`: the value as plain text.
 */
export const CELL_KINDS = ['editLink', 'code', 'postStatus', 'cuisineNames', 'date', 'text'] as const;
export type CellKind = (typeof CELL_KINDS)[number];

export interface ListColumn {
  /** where the value is in a row: a property, or a dotted path (`external_data.cuisines`) */
  field: string;
  label: string;
  cell: CellKind;
  /** the list call's sort column for this column; without it the header does not sort */
  sortBy?: string;
}

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  by: string;
  dir: SortDirection;
}

export interface SortOption {
  sort: ListSort;
  label: string;
}

/**
 * The toolbar of a list:
 * - `status`: All / Drafts / Published tabs;
 * - `trash`: a Trash tab (soft-deleted rows, with their own row actions);
 * - `text`: a text filter over the `search` fields;
 * - `createdRange`: a "created between" day range;
 * - `sort`: a sort menu with the `sortOptions`.
 */
export const LIST_FILTERS = ['status', 'trash', 'text', 'createdRange', 'sort'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/**
 * What can be done to one row. Each is bound in the panel to its button or menu item and its
 * request (the collection's data source):
 * - `togglePublished`: publish / unpublish;
 * - `edit`, `build`: links to the edit screen and the page layout;
 * - `trash`: a soft delete, confirmed; `restore`: back from the trash;
 * - `deleteForever`: a permanent delete, confirmed.
 */
export const ROW_ACTIONS = ['togglePublished', 'edit', 'build', 'trash', 'restore', 'deleteForever'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

export interface RowActions {
  /** buttons shown on every row */
  inline: readonly RowAction[];
  /** items of the row's "More actions" menu (a destructive one comes last, after a divider) */
  menu: readonly RowAction[];
  /** buttons on a row of the trash */
  trash: readonly RowAction[];
}

export interface CollectionList {
  columns: readonly ListColumn[];
  defaultSort: ListSort;
  sortOptions: readonly SortOption[];
  filters: readonly ListFilter[];
  /** the fields the text filter searches */
  search: readonly string[];
  /** the field a row is called by (links, confirmations, accessible names) */
  titleField: string;
  rowActions: RowActions;
  /**
   * The field rows can be put in order by, by hand (drag and drop, keyboard): offered on the
   * unfiltered list sorted by it, ascending. Absent: no manual order.
   */
  manualOrder?: string;
}

/**
 * Image slots of a record (their values are media ids, docs/product.md#rules). The edit screens offer every
 * declared slot; the API accepts only these.
 */
export const MEDIA_SLOTS = {
  poster: { label: 'Poster', hint: 'The main image: cards, page headers and link previews' },
  logo: { label: 'Logo', hint: 'Shown on the member card' },
} as const;
export type MediaSlotName = keyof typeof MEDIA_SLOTS;

export interface CollectionConfig<Slug extends string = string, Field = unknown> {
  /** the collection's key and its panel path segment: /panel/{slug} */
  slug: Slug;
  labels: CollectionLabels;
  access: CollectionAccess;
  /** the fields of its new and edit screens, of a kind the collection's edit screen knows */
  fields: readonly Field[];
  list: CollectionList;
  mediaSlots: readonly MediaSlotName[];
  /** the navigation group its list screen is in */
  navGroup: PanelNavGroupId;
}

/** The value at `field` (a property or a dotted path) of a row. */
export function valueAt(row: unknown, field: string): unknown {
  let value: unknown = row;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The sort columns a list accepts from the address: its columns', its sort options' and its default. */
export function sortableColumns(list: CollectionList): string[] {
  const columns = [
    list.defaultSort.by,
    ...(list.manualOrder ? [list.manualOrder] : []),
    ...list.sortOptions.map((o) => o.sort.by),
    ...list.columns.flatMap((c) => (c.sortBy ? [c.sortBy] : [])),
  ];
  return [...new Set(columns)];
}

/**
 * The state of a collection's list screen, kept in the address (a reload or a shared link shows
 * the same list): status tab, trash, created-between days, sort, page, page size and text filter.
 * What the collection does not declare keeps its default. How a state becomes a request is the
 * data source's business (list-source.ts).
 */
import { endOfDay, format, isValid, parse, startOfDay } from 'date-fns';
import {
  type CollectionList,
  type ListSort,
  sortableColumns,
  valueAt,
} from '#shared/collections/collection.ts';
import { DATE_RANGE_FORMAT } from '#shared/limits.ts';

export type StatusFilter = 'all' | 'draft' | 'published';

export interface ListState {
  status: StatusFilter;
  trash: boolean;
  /** `y-MM-dd` days picked in the range filter */
  from: string | null;
  to: string | null;
  sort: ListSort;
  /** 1-based */
  page: number;
  pageSize: number;
  text: string;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const DAY = 'y-MM-dd';

/** A `y-MM-dd` day of the address, or null when it is not a real one. */
export function validDay(value: string | null): string | null {
  if (!value) return null;
  const day = parse(value, DAY, new Date());
  return isValid(day) && format(day, DAY) === value ? value : null;
}

export function readListState(params: URLSearchParams, list: CollectionList): ListState {
  const status = params.get('status');
  const by = params.get('sort');
  const dir = params.get('dir');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: status === 'draft' || status === 'published' ? status : 'all',
    trash: params.get('trash') === '1',
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    sort:
      by && sortableColumns(list).includes(by)
        ? { by, dir: dir === 'desc' ? 'desc' : 'asc' }
        : { ...list.defaultSort },
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    text: params.get('q') ?? '',
  };
}

/** The address parameters of a state; defaults are left out to keep addresses short. */
export function writeListState(state: ListState, list: CollectionList): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.trash) params.set('trash', '1');
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort.by !== list.defaultSort.by || state.sort.dir !== list.defaultSort.dir) {
    params.set('sort', state.sort.by);
    params.set('dir', state.sort.dir);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  if (state.text) params.set('q', state.text);
  return params;
}

/**
 * `startDate`/`endDate` of a picked day range (docs/product.md#lists-and-dates: start of the first day to
 * 23:59:59 of the last).
 */
export function dateRangeParams(
  from: string | null,
  to: string | null,
): { startDate?: string; endDate?: string } {
  const range: { startDate?: string; endDate?: string } = {};
  if (from) range.startDate = format(startOfDay(parse(from, DAY, new Date())), DATE_RANGE_FORMAT);
  if (to) range.endDate = format(endOfDay(parse(to, DAY, new Date())), DATE_RANGE_FORMAT);
  return range;
}

export function hasTextFilter(state: ListState): boolean {
  return state.text.trim() !== '';
}

/**
 * For a list call that cannot search: the rows of a full read whose `fields` contain the text
 * (any case), and the page of them the state shows.
 */
export function filterAndPage<Row>(
  rows: readonly Row[],
  fields: readonly string[],
  state: ListState,
): { rows: Row[]; total: number } {
  const needle = state.text.trim().toLowerCase();
  const matches = rows.filter((row) =>
    fields.some((field) =>
      String(valueAt(row, field) ?? '')
        .toLowerCase()
        .includes(needle),
    ),
  );
  const start = (state.page - 1) * state.pageSize;
  return { rows: matches.slice(start, start + state.pageSize), total: matches.length };
}

/** Ordering by hand makes sense only on the plain list in the collection's manual order. */
export function canReorder(state: ListState, list: CollectionList): boolean {
  return (
    list.manualOrder !== undefined &&
    !state.trash &&
    state.status === 'all' &&
    !state.from &&
    !state.to &&
    !hasTextFilter(state) &&
    state.sort.by === list.manualOrder &&
    state.sort.dir === 'asc'
  );
}

/** The position to save when a row moves to `newIndex` on the shown page (positions are 0-based). */
export function positionForDrop(state: ListState, newIndex: number): number {
  return (state.page - 1) * state.pageSize + newIndex;
}

/** Whether any filter narrows the list (for the empty-list text). */
export function isFiltered(state: ListState): boolean {
  return hasTextFilter(state) || state.from !== null || state.to !== null || state.status !== 'all';
}

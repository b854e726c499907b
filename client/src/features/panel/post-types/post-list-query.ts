/**
 * The state of a post list screen (kept in the address, so a reload or a shared link shows the
 * same list) and the `GET /api/posts/by-type` call it makes: status, trash, date range (spec §9:
 * start of the start day to 23:59:59 of the end day, `y-MM-dd HH:mm:ss`), sort and page.
 * The API has no text search, so a text filter reads the full list (limit 500) and filters here.
 */
import { endOfDay, format, isValid, parse, startOfDay } from 'date-fns';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS, type PostStatusId } from '#shared/ids/post-status.ts';
import { BY_TYPE_DEFAULT_LIMIT, DATE_RANGE_FORMAT } from '#shared/limits.ts';
import type { PostListSort, PostListSortColumn, PostTypeScreens } from '#shared/post-type-screens.ts';
import type { Post } from '#shared/schemas/content.ts';

export type StatusFilter = 'all' | 'draft' | 'published';

export interface PostListState {
  status: StatusFilter;
  trash: boolean;
  /** `y-MM-dd` days picked in the range filter */
  from: string | null;
  to: string | null;
  sort: PostListSort;
  /** 1-based */
  page: number;
  pageSize: number;
  text: string;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const SORT_COLUMNS: readonly PostListSortColumn[] = [
  'position',
  'title',
  'url',
  'created_at',
  'updated_at',
  'post_status_id',
];
const DAY = 'y-MM-dd';

function validDay(value: string | null): string | null {
  if (!value) return null;
  const day = parse(value, DAY, new Date());
  return isValid(day) && format(day, DAY) === value ? value : null;
}

export function readListState(params: URLSearchParams, type: PostTypeScreens): PostListState {
  const status = params.get('status');
  const by = params.get('sort') as PostListSortColumn | null;
  const dir = params.get('dir');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: status === 'draft' || status === 'published' ? status : 'all',
    trash: params.get('trash') === '1',
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    sort:
      by && SORT_COLUMNS.includes(by)
        ? { by, dir: dir === 'desc' ? 'desc' : 'asc' }
        : { ...type.defaultSort },
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    text: params.get('q') ?? '',
  };
}

/** The address parameters of a state; defaults are left out to keep addresses short. */
export function writeListState(state: PostListState, type: PostTypeScreens): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.trash) params.set('trash', '1');
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.sort.by !== type.defaultSort.by || state.sort.dir !== type.defaultSort.dir) {
    params.set('sort', state.sort.by);
    params.set('dir', state.sort.dir);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  if (state.text) params.set('q', state.text);
  return params;
}

/** `startDate`/`endDate` of the by-type call for a picked day range. */
export function dateRangeParams(
  from: string | null,
  to: string | null,
): { startDate?: string; endDate?: string } {
  const range: { startDate?: string; endDate?: string } = {};
  if (from) range.startDate = format(startOfDay(parse(from, DAY, new Date())), DATE_RANGE_FORMAT);
  if (to) range.endDate = format(endOfDay(parse(to, DAY, new Date())), DATE_RANGE_FORMAT);
  return range;
}

export const STATUS_FILTER_IDS: Record<Exclude<StatusFilter, 'all'>, PostStatusId> = {
  draft: POST_STATUS.draft,
  published: POST_STATUS.published,
};

export function byTypePath(typeId: number, state: PostListState): string {
  const params = new URLSearchParams({ type: String(typeId) });
  if (state.trash) params.set('deleted', 'true');
  if (state.status !== 'all') params.set('status', String(STATUS_FILTER_IDS[state.status]));
  const { startDate, endDate } = dateRangeParams(state.from, state.to);
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  params.set('sortBy', state.sort.by);
  params.set('sortDir', state.sort.dir);
  if (state.text.trim()) {
    params.set('limit', String(BY_TYPE_DEFAULT_LIMIT));
    params.set('offset', '0');
  } else {
    params.set('limit', String(state.pageSize));
    params.set('offset', String((state.page - 1) * state.pageSize));
  }
  return `${API.posts.byType}?${params}`;
}

export interface ByTypeAnswer {
  data: Post[];
  meta: { total: number; limit: number; offset: number };
}

/** The rows to show and the total for the pager: the answer as is, or text-filtered here. */
export function visibleRows(answer: ByTypeAnswer, state: PostListState): { rows: Post[]; total: number } {
  const needle = state.text.trim().toLowerCase();
  if (!needle) return { rows: answer.data, total: answer.meta.total };
  const matches = answer.data.filter(
    (post) => post.title.toLowerCase().includes(needle) || post.url.toLowerCase().includes(needle),
  );
  const start = (state.page - 1) * state.pageSize;
  return { rows: matches.slice(start, start + state.pageSize), total: matches.length };
}

/** Drag-and-drop ordering makes sense only on the plain list in position order. */
export function canReorder(state: PostListState): boolean {
  return (
    !state.trash &&
    state.status === 'all' &&
    !state.from &&
    !state.to &&
    !state.text.trim() &&
    state.sort.by === 'position' &&
    state.sort.dir === 'asc'
  );
}

/** The `position` to save when a row moves to `newIndex` on the shown page (positions are 0-based). */
export function positionForDrop(state: PostListState, newIndex: number): number {
  return (state.page - 1) * state.pageSize + newIndex;
}

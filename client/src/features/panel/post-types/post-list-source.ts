/**
 * The data source of a post collection's list: `GET /api/posts/by-type` for a list state (status,
 * trash, date range, sort, page) and the row actions' post calls. The by-type call has no text
 * search, so a text filter reads the full list (limit 500, docs/product.md#lists-and-dates) and filters and
 * pages it here.
 */
import { API } from '#shared/api-paths.ts';
import type { PostCollection } from '#shared/collections/post-types.ts';
import { POST_STATUS, type PostStatusId } from '#shared/ids/post-status.ts';
import { BY_TYPE_DEFAULT_LIMIT } from '#shared/limits.ts';
import { collectionHref } from '#shared/panel-screens.ts';
import { POST_LIST_EXTRA_FIELDS, type PostListExtraField, type PostListItem } from '#shared/schemas/posts.ts';
import type { ListSource } from '../collections/list-source.ts';
import {
  dateRangeParams,
  filterAndPage,
  hasTextFilter,
  type ListState,
  type StatusFilter,
} from '../collections/list-state.ts';
import { WAITING_DRAFTS_KEY } from '../ui/waiting-drafts.ts';
import { deletePostForever, movePost, restorePost, setPostStatus, trashPost } from './post-requests.ts';

export interface ByTypeAnswer {
  data: PostListItem[];
  meta: { total: number; limit: number; offset: number };
}

export const STATUS_FILTER_IDS: Record<Exclude<StatusFilter, 'all'>, PostStatusId> = {
  draft: POST_STATUS.draft,
  published: POST_STATUS.published,
};

/** `include` of a list's call: the fields beyond the list's own that its columns show (a cuisines column) */
export function listIncludes(collection: PostCollection): PostListExtraField[] {
  const fields = collection.list.columns.map((column) => column.field.split('.')[0]);
  return POST_LIST_EXTRA_FIELDS.filter((field) => fields.includes(field));
}

export function byTypePath(
  typeId: number,
  state: ListState,
  include: readonly PostListExtraField[] = [],
): string {
  const params = new URLSearchParams({ type: String(typeId) });
  if (include.length > 0) params.set('include', include.join(','));
  if (state.trash) params.set('deleted', 'true');
  if (state.status !== 'all') params.set('status', String(STATUS_FILTER_IDS[state.status]));
  const { startDate, endDate } = dateRangeParams(state.from, state.to);
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  params.set('sortBy', state.sort.by);
  params.set('sortDir', state.sort.dir);
  if (hasTextFilter(state)) {
    params.set('limit', String(BY_TYPE_DEFAULT_LIMIT));
    params.set('offset', '0');
  } else {
    params.set('limit', String(state.pageSize));
    params.set('offset', String((state.page - 1) * state.pageSize));
  }
  return `${API.posts.byType}?${params}`;
}

export function postListSource(collection: PostCollection): ListSource<PostListItem, ByTypeAnswer> {
  const { slug } = collection;
  const include = listIncludes(collection);
  return {
    key: (state) => byTypePath(collection.postType, state, include),
    // the drafts waiting too: a post published from the list takes its draft live
    isListKey: (key) => key.startsWith(`${API.posts.byType}?`) || key === WAITING_DRAFTS_KEY,
    rows: (answer, state) =>
      hasTextFilter(state)
        ? filterAndPage(answer.data, collection.list.search, state)
        : { rows: answer.data, total: answer.meta.total },
    hrefs: {
      create: collectionHref(slug, 'create'),
      row: {
        edit: (post) => collectionHref(slug, 'edit', post.id),
        build: (post) => collectionHref(slug, 'build', post.id),
      },
    },
    requests: {
      togglePublished: {
        isPublished: (post) => post.post_status_id === POST_STATUS.published,
        set: (post, published) =>
          setPostStatus(post.id, published ? POST_STATUS.published : POST_STATUS.draft),
      },
      trash: (post) => trashPost(post.id),
      restore: (post) => restorePost(post.id),
      deleteForever: (post) => deletePostForever(post.id),
    },
    move: (post, position) => movePost(post.id, position),
  };
}

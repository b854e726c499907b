/**
 * The state of the media library screen, kept in the address (a reload or a shared link shows the
 * same images): text filter, type, "missing alt text only", grid or list, page, page size (the
 * sizes of the post lists), and the image whose details are open.
 */
import { MEDIA_FORMAT_KEYS, type MediaFormat } from '#shared/media-formats.ts';
import { PAGE_SIZES } from '../collections/list-state.ts';
import { positiveParam, readListPaging, writeListPaging } from '../ui/list-paging.ts';

export type MediaView = 'grid' | 'list';

export interface MediaLibraryState {
  text: string;
  type: MediaFormat | null;
  missingAlt: boolean;
  view: MediaView;
  /** 1-based */
  page: number;
  pageSize: number;
  /** the image whose details are open */
  item: number | null;
}

export const MEDIA_PAGE_SIZES = PAGE_SIZES;

export function readMediaLibraryState(params: URLSearchParams): MediaLibraryState {
  const type = params.get('type');
  return {
    text: params.get('q') ?? '',
    type: MEDIA_FORMAT_KEYS.find((key) => key === type) ?? null,
    missingAlt: params.get('alt') === 'missing',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    ...readListPaging(params),
    item: positiveParam(params.get('item')),
  };
}

/** The address's query of a state; defaults are left out. */
export function mediaLibraryParams(state: MediaLibraryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set('q', state.text);
  if (state.type) params.set('type', state.type);
  if (state.missingAlt) params.set('alt', 'missing');
  if (state.view !== 'grid') params.set('view', state.view);
  writeListPaging(params, state);
  if (state.item !== null) params.set('item', String(state.item));
  return params;
}

/**
 * The state after a change: a new filter or page size starts on the first page; the view, the
 * page and the open image keep the rest.
 */
export function changedMediaLibraryState(
  state: MediaLibraryState,
  change: Partial<MediaLibraryState>,
): MediaLibraryState {
  const refilters =
    (change.text !== undefined && change.text !== state.text) ||
    (change.type !== undefined && change.type !== state.type) ||
    (change.missingAlt !== undefined && change.missingAlt !== state.missingAlt) ||
    (change.pageSize !== undefined && change.pageSize !== state.pageSize);
  return { ...state, ...change, ...(refilters && change.page === undefined ? { page: 1 } : {}) };
}

/** Business constants and limits of spec §9, and the session constants of DESIGN.md. */

export const TOAST_AUTO_CLOSE_MS = 5000;
export const API_ERROR_TOAST_MS = 3000;
export const TOAST_POSITION = 'top-right';
/** Text of an error toast when the error carries neither `errors` nor `message` (spec §8). */
export const FALLBACK_ERROR_TEXT = 'Error!';

/** A request answered 401 is retried once, after this delay, once the session is refreshed. */
export const REQUEST_RETRY_COUNT = 1;
export const REQUEST_RETRY_DELAY_MS = 500;
/** GET requests are retried once on these upstream statuses (spec §7); other methods never. */
export const RETRYABLE_GET_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** The BFF refreshes before proxying when the access token expires in less than this. */
export const PROACTIVE_REFRESH_MARGIN_MS = 30_000;

export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const ROUTE_CHANGE_WAIT_MS = 100;
export const LOADING_BAR_MS = 100;
export const COLLAPSE_MS = 300;
export const DEBOUNCE_MS = 50;
export const RICH_TEXT_DEBOUNCE_MS = 300;

export const LINK_PRELOAD_MAX_CONCURRENT = 5;

export const BY_TYPE_DEFAULT_LIMIT = 500;
export const BY_TYPE_DEFAULT_OFFSET = 0;
export const BY_TYPE_DEFAULT_SORT_BY = 'position';
export const BY_TYPE_DEFAULT_SORT_DIR = 'asc';

/** Date range filter: start of the start day to 23:59:59 of the end day, in this format. */
export const DATE_RANGE_FORMAT = 'y-MM-dd HH:mm:ss';

export const IMAGE_DENSITIES: readonly number[] = [1, 2];
export const IMAGE_FORMAT = 'webp';

/** Mobile layout below this breakpoint. */
export const MOBILE_BREAKPOINT = 'lg';

export const PAGE_TITLE_TEMPLATE = '%s | {site name}';

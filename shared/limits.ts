/** Business constants, limits and session constants (docs/product.md#constants). */

export const TOAST_AUTO_CLOSE_MS = 5000;
export const API_ERROR_TOAST_MS = 3000;
export const TOAST_POSITION = 'top-right';
/** Text of an error toast when the error carries neither `errors` nor `message` (docs/product.md#errors). */
export const FALLBACK_ERROR_TEXT = 'Error!';

/** A request answered 401 is retried once, after this delay, once the session is refreshed. */
export const REQUEST_RETRY_COUNT = 1;
export const REQUEST_RETRY_DELAY_MS = 500;
/**
 * GET requests are retried once on these upstream statuses (docs/product.md#sessions-and-retries); other
 * methods never.
 */
export const RETRYABLE_GET_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** The BFF refreshes before proxying when the access token expires in less than this. */
export const PROACTIVE_REFRESH_MARGIN_MS = 30_000;
/**
 * How long the BFF keeps a settled refresh result for requests that still carry the rotated
 * refresh token (concurrent requests whose 401 arrives just after the refresh). A few seconds
 * covers them; it must stay shorter than the API's own reuse grace window (10 s), or a stolen,
 * already-rotated refresh cookie would get the live pair for longer than the API allows.
 */
export const REFRESH_SETTLED_MS = 3_000;

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

/** The largest upload the media library takes (the panel shows it). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/**
 * The most pixels an uploaded image may have: 40 MP covers any camera photo a web page shows.
 * Larger images (decompression bombs among them) are refused from their header, before decoding.
 */
export const MAX_IMAGE_INPUT_PIXELS = 40_000_000;

/**
 * Every JSON body of the content API: deeper nesting is a 400 before any route or schema sees it,
 * so no validator or walker ever recurses without bound (100,000 levels answer as fast as 65).
 */
export const JSON_BODY_MAX_DEPTH = 64;
/**
 * A post body (page-builder document): at most this deep, counting containers (the document is 1,
 * `content` 2, a block 3, its props 4, a list prop 5, a list item 6; room is left for nested slots)…
 */
export const PAGE_DOCUMENT_MAX_DEPTH = 12;
/** …and at most this many nodes (every object, array and value, the document itself included). */
export const PAGE_DOCUMENT_MAX_NODES = 5_000;
/** Menus: header items (each with at most MENU_MAX_CHILDREN links of one level) and footer links. */
export const MENU_MAX_ITEMS = 30;
export const MENU_MAX_CHILDREN = 30;

/**
 * Public form submissions (`POST /api/forms/{form}/submissions`) stored for one site in any hour,
 * from every address together: the per-address limit alone let 40 addresses fill a site's inbox
 * with 200 submissions in a second and a half. A real food-truck site gets a few a day; beyond
 * this the post is a 429 with `Retry-After`, stored nowhere and mailed to nobody.
 */
export const SUBMISSIONS_PER_SITE_PER_HOUR = 100;
/**
 * The most text one submission may hold: its field names and trimmed values together, in UTF-8
 * bytes. The schema bounds each field (5,000 characters) and the number of fields (30), which
 * still let ~140 KB through; a longer submission is a 413 naming its largest field.
 */
export const SUBMISSION_MAX_BYTES = 20 * 1024;
/**
 * The refusals of a site over its hourly cap are counted for this long from the first one, and
 * the submissions screen says how many there were since then: a day, so staff who open the panel
 * once a day still learn that senders were turned away.
 */
export const SUBMISSION_REFUSALS_WINDOW_MS = 24 * 60 * 60 * 1000;

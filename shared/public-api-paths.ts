/**
 * The API calls the public site makes, and the BFF's endpoints and headers every page needs — a
 * module of its own, so a visitor's first load carries these few paths and not the staff panel's
 * (shared/api-paths.ts builds the full table on them). The BFF proxies `/api/*` unchanged, so
 * the SPA, the BFF and the API use these same strings.
 */
export const PUBLIC_API = {
  options: {
    colors: '/api/options/colors',
    options: '/api/options/options',
    errorPage: '/api/options/error-page',
    socials: '/api/options/socials',
    menus: '/api/options/menus',
    seo: '/api/options/seo',
  },
  posts: {
    byUrl: '/api/posts/by-url',
    published: '/api/posts/published',
    /** GET ?token=: the post a preview link names, its draft if it has one (public, noindex) */
    preview: '/api/posts/preview',
  },
  faqs: '/api/faqs',
  faqCategories: '/api/faq-categories',
  categories: '/api/categories',
  cuisineTags: '/api/cuisine-tags',
  mediaItem: (id: number | string) => `/api/media/${id}`,
  formSubmissions: (form: string) => `/api/forms/${form}/submissions`,
  /** truck schedules' expanded occurrences of published members (shared/schemas/stops.ts) */
  schedule: {
    /** the prefix of these reads */
    root: '/api/schedule',
    /** now and later today, in the site's zone */
    today: '/api/schedule/today',
    /** today and the six days after, day by day */
    week: '/api/schedule/week',
    /** a member's next stops (`?limit=`, 10 unless told) */
    member: (id: number | string) => `/api/schedule/members/${id}`,
    /** the stops and exceptions the iCalendar feeds are made from (`?member=` for one) */
    feed: '/api/schedule/feed',
  },
} as const;

/** Paths of the BFF's own endpoints (never proxied). */
export const BFF = {
  health: '/bff/health',
  ready: '/bff/ready',
  build: '/bff/build',
  session: '/bff/session',
  logout: '/bff/logout',
} as const;

/** `POST`: a visitor's page-view or Web Vitals beacon (shared/schemas/insight-beacon.ts); always 204 */
export const INSIGHTS_BEACON_PATH = '/insights/beacon';

/** Header the SPA's fetcher sends on every call; the BFF refuses state changes without it. */
export const CSRF_HEADER = 'x-csrf';
export const CSRF_HEADER_VALUE = '1';

/**
 * The header the staff panel's calls carry (docs/decisions/011-site-of-a-request.md): a call with
 * `X-Site-Context: panel` works on the site the staff member manages (the `site` cookie); every
 * other call works on the site of the request's own host.
 */
export const SITE_CONTEXT_HEADER = 'x-site-context';
export const PANEL_SITE_CONTEXT = 'panel';

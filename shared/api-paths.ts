/**
 * Paths of the content API (spec §7 and DESIGN.md). The BFF proxies `/api/*` unchanged, so the
 * SPA, the BFF and the API use these same strings.
 */
export const API = {
  health: '/api/health',
  /** the OpenAPI document of the content API (staff: editor and up) */
  docs: '/api/docs',
  /** the host names of every site the API serves (public, site-less): the BFF's allow-list */
  siteHosts: '/api/sites/hosts',
  auth: {
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    refreshTokens: '/api/auth/refresh-tokens',
    switchDomain: '/api/auth/switch-domain',
  },
  account: {
    self: '/api/account',
    resetPassword: '/api/account/reset-password',
    changePassword: '/api/account/change-password',
    /** POST: start enrolment (new secret); `/confirm` {code} turns it on; `/disable` {password} turns it off */
    twoFactor: '/api/account/two-factor',
    twoFactorConfirm: '/api/account/two-factor/confirm',
    twoFactorDisable: '/api/account/two-factor/disable',
  },
  options: {
    colors: '/api/options/colors',
    options: '/api/options/options',
    errorPage: '/api/options/error-page',
    socials: '/api/options/socials',
    menus: '/api/options/menus',
    seo: '/api/options/seo',
    domains: '/api/options/domains',
    roles: '/api/options/roles',
    siteMap: '/api/options/site-map',
  },
  clearCache: '/api/clear-cache',
  analytics: '/api/analytics',
  analyticsItem: (id: number | string) => `/api/analytics/${id}`,
  posts: {
    create: '/api/posts',
    byType: '/api/posts/by-type',
    byUrl: '/api/posts/by-url',
    published: '/api/posts/published',
    one: (id: number | string) => `/api/posts/${id}`,
    typeGroup: (id: number | string) => `/api/posts/${id}/type-group`,
    body: (id: number | string) => `/api/posts/${id}/body`,
    data: (id: number | string) => `/api/posts/${id}/data`,
    order: (id: number | string) => `/api/posts/${id}/order`,
    status: (id: number | string) => `/api/posts/${id}/status`,
    restore: (id: number | string) => `/api/posts/${id}/restore`,
    permanently: (id: number | string) => `/api/posts/${id}/permanently`,
  },
  faqs: '/api/faqs',
  faq: (id: number | string) => `/api/faqs/${id}`,
  faqCategories: '/api/faq-categories',
  faqCategory: (id: number | string) => `/api/faq-categories/${id}`,
  categories: '/api/categories',
  category: (id: number | string) => `/api/categories/${id}`,
  cuisineTags: '/api/cuisine-tags',
  cuisineTag: (id: number | string) => `/api/cuisine-tags/${id}`,
  users: '/api/users',
  user: (id: number | string) => `/api/users/${id}`,
  media: '/api/media',
  mediaItem: (id: number | string) => `/api/media/${id}`,
  formSubmissions: (form: string) => `/api/forms/${form}/submissions`,
  submissions: '/api/submissions',
  submission: (id: number | string) => `/api/submissions/${id}`,
  sitemap: '/api/sitemap',
} as const;

/** Paths of the BFF's own endpoints (never proxied). */
export const BFF = {
  health: '/bff/health',
  ready: '/bff/ready',
  build: '/bff/build',
  session: '/bff/session',
  logout: '/bff/logout',
} as const;

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

/** Cookie names (DESIGN.md). Token cookies get the `__Host-` prefix when Secure. */
export const COOKIE = {
  site: 'site',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;

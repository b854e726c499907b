/**
 * Paths of the content API (docs/product.md#api): the public site's calls
 * (shared/public-api-paths.ts) and the staff panel's. The BFF proxies `/api/*` unchanged, so the
 * SPA, the BFF and the API use these same strings. Public-site code imports public-api-paths.ts,
 * so a visitor's first load does not carry this table.
 */
import { PUBLIC_API } from './public-api-paths.ts';

export {
  BFF,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  INSIGHTS_BEACON_PATH,
  PANEL_SITE_CONTEXT,
  PUBLIC_API,
  SITE_CONTEXT_HEADER,
} from './public-api-paths.ts';

export const API = {
  ...PUBLIC_API,
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
    /** POST {token}: whether a reset link still works (read-only: the link stays usable) */
    resetPasswordCheck: '/api/account/reset-password/check',
    changePassword: '/api/account/change-password',
    /** POST: start enrolment (new secret); `/confirm` {code} turns it on; `/disable` {password} turns it off */
    twoFactor: '/api/account/two-factor',
    twoFactorConfirm: '/api/account/two-factor/confirm',
    twoFactorDisable: '/api/account/two-factor/disable',
    /** POST {password}: ten new one-time recovery codes (the old ones stop working) */
    twoFactorRecoveryCodes: '/api/account/two-factor/recovery-codes',
    /** GET: the user's active sessions; DELETE `/:id` signs one out; POST `/sign-out-others` */
    sessions: '/api/account/sessions',
    session: (id: string) => `/api/account/sessions/${encodeURIComponent(id)}`,
    signOutOtherSessions: '/api/account/sessions/sign-out-others',
  },
  options: {
    ...PUBLIC_API.options,
    domains: '/api/options/domains',
    roles: '/api/options/roles',
    siteMap: '/api/options/site-map',
    /** GET/PUT (owner): the roles whose users must have two-factor sign-in on */
    security: '/api/options/security',
  },
  clearCache: '/api/clear-cache',
  /** visitor insights (docs/decisions/048): the BFF's batches and salt, the panel's reads */
  insights: {
    root: '/api/insights',
    batch: '/api/insights/batch',
    salt: '/api/insights/salt',
    summary: '/api/insights/summary',
    pages: '/api/insights/pages',
    referrers: '/api/insights/referrers',
    devices: '/api/insights/devices',
    vitals: '/api/insights/vitals',
    catering: '/api/insights/catering',
  },
  /** public reads the BFF makes for pages (the SPA never does) */
  analytics: '/api/analytics',
  sitemap: '/api/sitemap',
  analyticsItem: (id: number | string) => `/api/analytics/${id}`,
  posts: {
    ...PUBLIC_API.posts,
    create: '/api/posts',
    byType: '/api/posts/by-type',
    one: (id: number | string) => `/api/posts/${id}`,
    typeGroup: (id: number | string) => `/api/posts/${id}/type-group`,
    body: (id: number | string) => `/api/posts/${id}/body`,
    draft: (id: number | string) => `/api/posts/${id}/draft`,
    /** GET: the site's drafts not live yet, newest first (`?type=` for one post type) */
    drafts: '/api/posts/drafts',
    /** POST: a private, expiring link that shows the post (its draft) on its public url */
    previewLink: (id: number | string) => `/api/posts/${id}/preview-link`,
    revisions: (id: number | string) => `/api/posts/${id}/revisions`,
    revision: (id: number | string, revisionId: number | string) =>
      `/api/posts/${id}/revisions/${revisionId}`,
    restoreRevision: (id: number | string, revisionId: number | string) =>
      `/api/posts/${id}/revisions/${revisionId}/restore`,
    data: (id: number | string) => `/api/posts/${id}/data`,
    order: (id: number | string) => `/api/posts/${id}/order`,
    status: (id: number | string) => `/api/posts/${id}/status`,
    restore: (id: number | string) => `/api/posts/${id}/restore`,
    permanently: (id: number | string) => `/api/posts/${id}/permanently`,
  },
  faq: (id: number | string) => `/api/faqs/${id}`,
  faqCategory: (id: number | string) => `/api/faq-categories/${id}`,
  category: (id: number | string) => `/api/categories/${id}`,
  cuisineTag: (id: number | string) => `/api/cuisine-tags/${id}`,
  /** truck schedules (staff): GET the site's stops, POST one; PATCH/DELETE `stop(id)` */
  stops: '/api/stops',
  stop: (id: number | string) => `/api/stops/${id}`,
  /** one date of a weekly stop cancelled or moved */
  stopExceptions: '/api/stop-exceptions',
  stopException: (id: number | string) => `/api/stop-exceptions/${id}`,
  users: '/api/users',
  user: (id: number | string) => `/api/users/${id}`,
  /** POST: no sign-in or refresh any more, sessions revoked at once; `reactivate` undoes it */
  userDeactivate: (id: number | string) => `/api/users/${id}/deactivate`,
  userReactivate: (id: number | string) => `/api/users/${id}/reactivate`,
  /** POST: mails the user a one-time link to set its password */
  userPasswordLink: (id: number | string) => `/api/users/${id}/password-link`,
  media: '/api/media',
  /** the posts (and site options) that show an image */
  mediaUsage: (id: number | string) => `/api/media/${id}/usage`,
  submissions: '/api/submissions',
  submission: (id: number | string) => `/api/submissions/${id}`,
  /** the audit log (admin: its sites; owner: all) and the people in it */
  audit: '/api/audit',
  auditPeople: '/api/audit/people',
} as const;

/**
 * Sent by the BFF, never copied from a browser, with a sign-in on the staff host when no site is
 * named (no `site` cookie, no `?site=`): an account without access to the default site then
 * starts its session on its own first site, and the answer names it (docs/decisions/033).
 */
export const SIGN_IN_ANY_SITE_HEADER = 'x-sign-in-any-site';

/** Cookie names (docs/product.md#cookies). Token cookies get the `__Host-` prefix when Secure. */
export const COOKIE = {
  site: 'site',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
} as const;

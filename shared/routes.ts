/**
 * The route table of docs/product.md#routes: client paths and their layouts, shared by the SPA and the BFF.
 * The children of /panel are the panel's screen registry, shared/panel-screens.ts.
 */
export type LayoutName = 'default' | 'public' | 'auth' | 'panel';

export const ROUTES = {
  home: '/',
  members: '/members',
  teamLogin: '/team-login',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  panel: '/panel',
} as const;

export interface RouteEntry {
  path: string;
  layout: LayoutName;
}

/** Top-level routes in match order; `/:slug?` (the catch-all page by slug) comes last. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: ROUTES.home, layout: 'public' },
  { path: ROUTES.members, layout: 'public' },
  { path: ROUTES.teamLogin, layout: 'auth' },
  { path: ROUTES.resetPassword, layout: 'auth' },
  { path: ROUTES.changePassword, layout: 'auth' },
  { path: ROUTES.panel, layout: 'panel' },
  { path: '/:slug?', layout: 'default' },
];

/** Client paths whose first segment the BFF never treats as a client route. */
export const SERVER_PATH_PREFIXES = ['/api/', '/bff/', '/assets/', '/media/'] as const;

const STAFF_SCREEN_PATHS = ROUTE_TABLE.filter(
  (route) => route.layout === 'auth' || route.layout === 'panel',
).map((route) => route.path);

/**
 * A staff screen (the auth and panel layouts), whatever the case. A link to one from a public page
 * loads a new document rather than navigating inside the page: no script of the page lives on into
 * the staff screens, and with a staff host (docs/decisions/033) the BFF sends the browser there.
 */
export function isStaffScreenPath(path: string): boolean {
  const lower = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  return STAFF_SCREEN_PATHS.some((staff) => lower === staff || lower.startsWith(`${staff}/`));
}

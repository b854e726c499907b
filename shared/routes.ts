/** The route table of spec §2: client paths and their layouts, shared by the SPA and the BFF. */
import { POST_TYPES } from './ids/post-types.ts';

export type LayoutName = 'default' | 'public' | 'auth' | 'panel';

export const ROUTES = {
  home: '/',
  members: '/members',
  teamLogin: '/team-login',
  resetPassword: '/reset-password',
  changePassword: '/change-password',
  panel: '/panel',
} as const;

export const PANEL_CHILDREN = {
  home: '',
  faq: 'faq',
  /** cuisine tags and categories (a panel child added by the panel issue, see docs/decisions) */
  taxonomy: 'taxonomy',
  media: 'media',
  profile: 'profile',
  submissions: 'submissions',
  users: 'users',
  userCreate: 'users/create',
  user: 'users/:id',
  siteOptions: 'site-options',
  createDomain: 'create-domain',
} as const;

/** The four screens every post type has under /panel/{segment}. */
export function postTypePanelPaths(segment: string) {
  return {
    list: segment,
    create: `${segment}/new`,
    edit: `${segment}/:id`,
    build: `${segment}/:id/build`,
  };
}

export const POST_TYPE_PANEL_PATHS = POST_TYPES.map((type) => ({
  type: type.id,
  ...postTypePanelPaths(type.panelSegment),
}));

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

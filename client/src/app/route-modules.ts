/**
 * The lazily loaded route modules, one chunk each: the public pages, the site layout, and the
 * auth and panel areas (which a visitor of the public site never downloads).
 */
import { loadModule } from '../routing/chunk-reload-guard.ts';

export const loadSiteLayout = () => loadModule(() => import('../features/site-shell/site-layout.tsx'));
export const loadPostPage = () => loadModule(() => import('../features/public-page/post-page.tsx'));
export const loadMembersPage = () => loadModule(() => import('../features/members/members-page.tsx'));
export const loadRouteErrorPage = () =>
  loadModule(() => import('../features/error-page/route-error-page.tsx'));
// the staff areas are reached through a small module, so the entry does not carry the long
// list of their chunks (which the bundler attaches to each dynamic import)
export const loadAuthArea = () =>
  loadModule(() => import('./staff-areas.ts')).then((areas) => areas.loadAuthArea());
export const loadPanelArea = () =>
  loadModule(() => import('./staff-areas.ts')).then((areas) => areas.loadPanelArea());

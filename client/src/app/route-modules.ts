/**
 * The lazily loaded modules of the routes, one chunk each: the public pages, the site layout,
 * the error page, and the staff router with the auth and panel areas (which a visitor of the
 * public site never downloads).
 */
import { loadModule } from '../routing/chunk-reload-guard.ts';
import { lazyComponent } from '../routing/lazy-component.tsx';

export const loadSiteLayout = () => loadModule(() => import('../features/site-shell/site-layout.tsx'));
export const loadPostPage = () => loadModule(() => import('../features/public-page/post-page.tsx'));
export const loadMembersPage = () => loadModule(() => import('../features/members/members-page.tsx'));
export const loadRouteErrorPage = () =>
  loadModule(() => import('../features/error-page/route-error-page.tsx'));

export const SiteLayout = lazyComponent(() => loadSiteLayout().then((module) => module.SiteLayout));
export const PostPage = lazyComponent(() => loadPostPage().then((module) => module.PostPage));
export const MembersPage = lazyComponent(() => loadMembersPage().then((module) => module.MembersPage));
export const RouteErrorPage = lazyComponent(() =>
  loadRouteErrorPage().then((module) => module.RouteErrorPage),
);
// the staff router is reached through a small module, so the entry does not carry the long
// list of the staff chunks (which the bundler attaches to each dynamic import)
export const StaffApp = lazyComponent(() =>
  loadModule(() => import('./staff-app.tsx')).then((module) => module.StaffApp),
);

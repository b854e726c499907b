/**
 * The route table of shared/routes.ts as react-router routes: one lazily loaded layout per
 * layout name (public and default share the site layout), lazily loaded pages, loaders in the
 * entry. `/:slug?` becomes a splat: slugs may have several segments.
 */
import type { RouteObject } from 'react-router';
import { type LayoutName, ROUTE_TABLE, ROUTES } from '#shared/routes.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootRoute } from './root-route.tsx';
import { PublicRouteErrorBoundary } from './route-error-boundary.tsx';
import { membersLoader, postLoader } from './route-loaders.ts';
import {
  loadAuthArea,
  loadMembersPage,
  loadPanelArea,
  loadPostPage,
  loadSiteLayout,
} from './route-modules.ts';

const publicError = { ErrorBoundary: PublicRouteErrorBoundary };

function pageRoute(path: string): RouteObject {
  if (path === ROUTES.home) return { path, loader: postLoader, lazy: loadPostPage, ...publicError };
  if (path === ROUTES.members) return { path, loader: membersLoader, lazy: loadMembersPage, ...publicError };
  if (path === ROUTES.panel) return { path: `${path}/*`, lazy: loadPanelArea };
  if (path === '/:slug?') return { path: '*', loader: postLoader, lazy: loadPostPage, ...publicError };
  return { path, lazy: loadAuthArea };
}

const LAYOUTS: Record<LayoutName, RouteObject['lazy'] | undefined> = {
  public: loadSiteLayout,
  default: loadSiteLayout,
  // the auth and panel modules bring their own layout for now
  auth: undefined,
  panel: undefined,
};

export function appRoutes(): RouteObject[] {
  const children: RouteObject[] = [];
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const entry of ROUTE_TABLE) {
    const lazyLayout = LAYOUTS[entry.layout];
    if (!lazyLayout) {
      children.push(pageRoute(entry.path));
      continue;
    }
    let pages = byLayout.get(entry.layout);
    if (!pages) {
      pages = [];
      byLayout.set(entry.layout, pages);
      children.push({ id: `layout-${entry.layout}`, lazy: lazyLayout, children: pages } as RouteObject);
    }
    pages.push(pageRoute(entry.path));
  }
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children,
    },
  ];
}

/**
 * The staff areas' router (auth screens and `/panel/*`), loaded only on a staff path: a data
 * router, as the panel needs (`useBlocker` guards unsaved edits). A path outside the staff
 * areas hands back to the public site's router (public-app.tsx).
 */

// react-router's createRouter and RouterProvider, bundled with this chunk rather than the
// framework's (build-plugins/staff-data-router.ts)
import { createRouter } from 'virtual:staff-data-router';
import { hydrationRouteProperties, RouterProvider } from 'virtual:staff-router-provider';
import { useEffect } from 'react';
import {
  createPath,
  type DataRouter,
  Outlet,
  type RouteObject,
  UNSAFE_createBrowserHistory,
  UNSAFE_defaultMapRouteProperties,
  useNavigation,
  useRouteError,
} from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { loadColorCode } from '../features/site-shell/site-look.tsx';
import { announceNavigationStart, NavigationPending } from '../routing/navigation-state.ts';
import { FatalErrorScreen } from './root-error-boundary.tsx';
import { RootRoute } from './root-route.tsx';
import { loadAuthArea, loadPanelArea } from './staff-areas.ts';
import { AUTH_PATHS } from './staff-paths.ts';

let router: DataRouter | undefined;
let leave: () => void = () => {};

function StaffRoot() {
  return (
    <NavigationPending value={useNavigation().state !== 'idle'}>
      <RootRoute>
        <Outlet />
      </RootRoute>
    </NavigationPending>
  );
}

function StaffError() {
  return <FatalErrorScreen error={useRouteError()} />;
}

/** A public path: the public site's router takes over. */
function LeaveStaff() {
  useEffect(() => {
    router?.dispose();
    router = undefined;
    leave();
  }, []);
  return null;
}

function staffRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: StaffRoot,
      ErrorBoundary: StaffError,
      HydrateFallback: () => null,
      children: [
        { path: `${ROUTES.panel}/*`, lazy: loadPanelArea },
        ...AUTH_PATHS.map((path) => ({ path, lazy: loadAuthArea })),
        { path: '*', Component: LeaveStaff },
      ],
    },
  ];
}

function staffRouter(): DataRouter {
  if (!router) {
    // what createBrowserRouter does, with the copy of createRouter
    const created = createRouter({
      history: UNSAFE_createBrowserHistory(),
      routes: staffRoutes(),
      mapRouteProperties: UNSAFE_defaultMapRouteProperties,
      hydrationRouteProperties,
    }).initialize();
    created.subscribe((state) => {
      const next = state.navigation.location;
      if (state.navigation.state === 'loading' && next) announceNavigationStart(createPath(next));
    });
    router = created;
  }
  return router;
}

export function StaffApp({ onLeave }: { onLeave: () => void }) {
  leave = onLeave;
  // the panel's document has no colours from the BFF: a way back to the public site sets them
  // in its first frame only with the colour code already in
  useEffect(() => {
    void loadColorCode();
  }, []);
  return <RouterProvider router={staffRouter()} />;
}

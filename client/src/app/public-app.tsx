/**
 * The public site's router: react-router's declarative routes over the browser history — not
 * its data router, whose code (about 18 KB gzip) stays out of the first load (issue 11). A
 * history update is a transition: the current page stays on screen while the next one's code
 * and data load (React's `use` suspends the route), as the data router's loaders did, and the
 * transition's pending flag drives the loading bar. A staff path hands over to the staff
 * router (staff-app.tsx).
 */
import { useLayoutEffect, useRef, useState, useTransition } from 'react';
import { createPath, Router, UNSAFE_createBrowserHistory } from 'react-router';
import { notePageView } from '../insights/page-views.ts';
import { announceNavigationStart, NavigationPending } from '../routing/navigation-state.ts';
import { PublicRoutes } from './public-routes.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootRoute } from './root-route.tsx';
import { isStaffPath } from './staff-paths.ts';

export function PublicApp({ onStaff }: { onStaff: () => void }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  const handOver = useRef(onStaff);
  handOver.current = onStaff;
  const shownPath = useRef(history.location.pathname);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        announceNavigationStart(createPath(update.location));
        // the public page stays on screen until the staff router's code is in
        if (isStaffPath(update.location.pathname)) handOver.current();
        else {
          // a new page is a view for the site's insights; a change of its query or fragment is not
          if (update.location.pathname !== shownPath.current)
            notePageView(update.location.pathname, location.href);
          shownPath.current = update.location.pathname;
          startTransition(() => setState({ action: update.action, location: update.location }));
        }
      }),
    [history],
  );
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <RootErrorBoundary>
          <RootRoute>
            <PublicRoutes />
          </RootRoute>
        </RootErrorBoundary>
      </Router>
    </NavigationPending>
  );
}

/**
 * The error boundary of the public pages. The error page itself (with its members section) is
 * loaded only when an error happens.
 */
import { lazy, Suspense } from 'react';
import { loadRouteErrorPage } from './route-modules.ts';

const RouteErrorPage = lazy(() =>
  loadRouteErrorPage().then((module) => ({ default: module.RouteErrorPage })),
);

export function PublicRouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}

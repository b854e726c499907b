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
    // while the page's code loads, its place is held as tall as the viewport: the footer stays
    // below the fold and nothing visible moves when the page arrives (no layout shift, issue 8)
    <Suspense fallback={<div className="error-page" aria-busy="true" style={{ minHeight: '100vh' }} />}>
      <RouteErrorPage />
    </Suspense>
  );
}

/**
 * Last-resort error screen, for failures outside a page (a layout chunk that cannot load).
 * A stale chunk reloads the page first (guarded, spec §4).
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isStaleChunkError, reloadForStaleChunk } from '../routing/chunk-reload-guard.ts';

export function RootErrorBoundary() {
  const error = useRouteError();
  if (isStaleChunkError(error) && reloadForStaleChunk()) return null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="fatal-error">
      <h1>{notFound ? 'Page not found' : 'SOMETHING WENT WRONG.'}</h1>
      <a href="/">Take me home</a>
    </main>
  );
}

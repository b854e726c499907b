/** The error boundary of the public pages: a route error response or a thrown error. */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isStaleChunkError, reloadForStaleChunk } from '../../routing/chunk-reload-guard.ts';
import { ErrorPage } from './error-page.tsx';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isStaleChunkError(error) && reloadForStaleChunk()) return null;
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        status={error.status}
        message={typeof error.data === 'string' ? error.data : error.statusText}
      />
    );
  }
  return <ErrorPage status={500} message={error instanceof Error ? error.message : 'Unexpected error'} />;
}

export { RouteErrorPage as ErrorBoundary };

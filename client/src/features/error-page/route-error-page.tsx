/**
 * The error page of a public route: a page that does not exist (404, docs/product.md#errors: `Page not found:
 * {path}`, or `Page Not Found` for a path no page can have), or any other failure (500).
 */
import { useLocation } from 'react-router';
import { sitePathOf } from '#shared/site-paths.ts';
import { isStaleChunkError, reloadForStaleChunk } from '../../routing/chunk-reload-guard.ts';
import { isPostNotFound, PageError } from '../../routing/page-error.ts';
import { ErrorPage } from './error-page.tsx';

export function RouteErrorPage({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  if (isStaleChunkError(error) && reloadForStaleChunk()) return null;
  if (error instanceof PageError) return <ErrorPage status={error.status} message={error.message} />;
  // the API has no published post at this url
  if (isPostNotFound(error))
    return <ErrorPage status={404} message={`Page not found: ${sitePathOf(pathname)}`} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : 'Unexpected error'} />;
}

/**
 * Route loaders, kept in the entry so page data is read while the page's code loads. A path the
 * API's url rule cannot match is a route validation failure (404 `Page Not Found`); a url
 * without a published post is 404 `Page not found: {path}` (spec §8).
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import type { Post } from '#shared/schemas/content.ts';
import { isValidSitePath, sitePathOf } from '#shared/site-paths.ts';
import { readAhead } from '../content/page-reads.ts';
import { postByUrlPath, previewPath, publishedPostsPath } from '../content/posts.ts';
import { MEMBERS_QUERY } from '../features/members/members-query.ts';
import { ApiRequestError } from '../http/api-client.ts';

export function notFound(path: string) {
  return data(`Page not found: ${path}`, { status: 404, statusText: 'Not Found' });
}

/** A page by its url; with `?preview=` the post a preview link names (its draft, unpublished or not). */
export async function postLoader({ request }: LoaderFunctionArgs): Promise<{ data: Post; preview?: true }> {
  const url = new URL(request.url);
  const path = sitePathOf(url.pathname);
  if (!isValidSitePath(path)) throw data('Page Not Found', { status: 404, statusText: 'Not Found' });
  const token = url.searchParams.get('preview');
  try {
    if (token) return { ...(await readAhead<{ data: Post }>(previewPath(token))), preview: true as const };
    return await readAhead<{ data: Post }>(postByUrlPath(path));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
      throw notFound(path);
    throw error;
  }
}

export function membersLoader(): Promise<{ data: Post[] }> {
  return readAhead<{ data: Post[] }>(publishedPostsPath(MEMBERS_QUERY));
}

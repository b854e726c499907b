/** Public post reads: one post by url, and lists of published posts. */
import useSWR from 'swr';
import { type PublishedQuery, postByUrlPath, publishedPostsPath } from '#shared/initial-site.ts';
import { PUBLIC_API as API } from '#shared/public-api-paths.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { QUIET_READ } from './quiet-swr.ts';

export { type PublishedQuery, postByUrlPath, publishedPostsPath };

/**
 * Published posts read at `path` (a `publishedPostsPath`, as a block declares it in its reads);
 * `null` skips the read.
 */
export function usePostList(
  path: string | null,
  fallback?: { data: PublishedPost[] },
): { posts: PublishedPost[] | undefined; failed: boolean } {
  const { data, error } = useSWR<{ data: PublishedPost[] }>(
    path,
    fallback ? { ...QUIET_READ, fallbackData: fallback } : QUIET_READ,
  );
  return { posts: data?.data, failed: error !== undefined };
}

/** Published posts; `null` skips the read (e.g. an empty id list). */
export function usePublishedPosts(
  query: PublishedQuery | null,
  fallback?: { data: PublishedPost[] },
): { posts: PublishedPost[] | undefined; failed: boolean } {
  return usePostList(query ? publishedPostsPath(query) : null, fallback);
}

/** The post at `url`, seeded with what the route loader read. */
/** The post a preview link names (its draft), read with the link's token. */
export function previewPath(token: string): string {
  return `${API.posts.preview}?token=${encodeURIComponent(token)}`;
}

/** The published post at `url`, kept fresh; a preview (`live` false) is shown as loaded. */
export function usePostByUrl(url: string, fallback: { data: Post }, live = true): Post {
  const { data } = useSWR<{ data: Post }>(live ? postByUrlPath(url) : null, {
    ...QUIET_READ,
    fallbackData: fallback,
  });
  return (data ?? fallback).data;
}

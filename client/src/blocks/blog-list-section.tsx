/** What every blog list shows: its title, what goes above the cards (a filter), the cards. */
import type { ReactNode } from 'react';
import type { Post } from '#shared/schemas/content.ts';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { otherThan } from './other-posts.ts';
import { PostCards } from './post-cards.tsx';

/**
 * Newest first. The API's timestamps are ISO 8601 in one format, so their text orders as their
 * time does: compared code unit by code unit, not with `localeCompare`, whose collation (ICU) took
 * ~350 ms of the home page's first render on the throttled phone of issue 26.
 */
function newestFirst<T extends { created_at: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
}

/** The newest `limit` of `posts`, without the post being viewed ("more from the blog"). */
export function newestShown(
  posts: readonly PublishedPost[],
  current: Pick<Post, 'id'> | null,
  limit: number,
): PublishedPost[] {
  return newestFirst(otherThan(posts, current)).slice(0, Math.max(1, limit));
}

export function BlogListSection({
  title,
  above,
  posts,
}: {
  title: string;
  above?: ReactNode;
  posts: PublishedPost[] | undefined;
}) {
  return (
    <section className="section">
      <div className="container">
        {title ? <h2 className="section__title">{title}</h2> : null}
        {above}
        <PostCards posts={posts} showDate />
      </div>
    </section>
  );
}

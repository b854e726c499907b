/** What every blog list shows: its title, what goes above the cards (a filter), the cards. */
import type { ReactNode } from 'react';
import type { Post } from '#shared/schemas/content.ts';
import { otherThan } from './other-posts.ts';
import { PostCards } from './post-cards.tsx';

function newestFirst<T extends { created_at: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The newest `limit` of `posts`, without the post being viewed ("more from the blog"). */
export function newestShown(posts: readonly Post[], current: Post | null, limit: number): Post[] {
  return newestFirst(otherThan(posts, current)).slice(0, Math.max(1, limit));
}

export function BlogListSection({
  title,
  above,
  posts,
}: {
  title: string;
  above?: ReactNode;
  posts: Post[] | undefined;
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

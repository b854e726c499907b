import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { BlogListProps } from '#shared/page-blocks/block-props.ts';
import { usePublishedPosts } from '../content/posts.ts';
import { useCurrentPost } from './block-context.ts';
import { otherThan } from './other-posts.ts';
import { PostCards } from './post-cards.tsx';

export function newestFirst<T extends { created_at: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function BlogListBlock({ title, limit, categoryId }: BlogListProps) {
  const current = useCurrentPost();
  const { posts } = usePublishedPosts({
    type: POST_TYPE.blog,
    ...(categoryId === null ? {} : { category: categoryId }),
  });
  // on a blog post's page, "more from the blog" lists the others
  const shown = posts ? newestFirst(otherThan(posts, current)).slice(0, Math.max(1, limit)) : undefined;
  return (
    <section className="section">
      <div className="container">
        {title ? <h2 className="section__title">{title}</h2> : null}
        <PostCards posts={shown} showDate />
      </div>
    </section>
  );
}

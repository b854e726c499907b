/**
 * A blog list: the newest posts of the blog (of one category when the block says so), or, with
 * "Visitors can filter by category", chips visitors narrow it with (filtered-blog-list.tsx).
 */
import { POST_TYPE } from '#shared/ids/post-types.ts';
import type { BlogListProps } from '#shared/page-blocks/block-props.ts';
import { usePublishedPosts } from '../content/posts.ts';
import { useCurrentPost } from './block-context.ts';
import { BlogListSection, newestShown } from './blog-list-section.tsx';
import { FilteredBlogList } from './filtered-blog-list.tsx';

export function BlogListBlock({ title, limit, categoryId, showCategoryFilter }: BlogListProps) {
  // a list fixed to one category has nothing to filter
  if (showCategoryFilter && categoryId === null) return <FilteredBlogList title={title} limit={limit} />;
  return <FixedBlogList title={title} limit={limit} categoryId={categoryId} />;
}

function FixedBlogList({ title, limit, categoryId }: Omit<BlogListProps, 'showCategoryFilter'>) {
  const current = useCurrentPost();
  const { posts } = usePublishedPosts({
    type: POST_TYPE.blog,
    ...(categoryId === null ? {} : { category: categoryId }),
  });
  // on a blog post's page, "more from the blog" lists the others
  return <BlogListSection title={title} posts={posts ? newestShown(posts, current, limit) : undefined} />;
}

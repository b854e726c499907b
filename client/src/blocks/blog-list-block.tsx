/**
 * A blog list: the newest posts of the blog (of one category when the block says so), or, with
 * "Visitors can filter by category", chips visitors narrow it with (filtered-blog-list.tsx). What it
 * reads is the block's declared reads (shared/page-blocks/blog-list/props.ts).
 */
import { type BlogListProps, blogListReads, filtersByCategory } from '#shared/page-blocks/blog-list/props.ts';
import { usePostList } from '../content/posts.ts';
import { useCurrentPost } from './block-context.ts';
import { BlogListSection, newestShown } from './blog-list-section.tsx';
import { FilteredBlogList } from './filtered-blog-list.tsx';

export function BlogListBlock(props: BlogListProps) {
  const reads = blogListReads(props);
  if (filtersByCategory(props))
    return <FilteredBlogList title={props.title} limit={props.limit} reads={reads} />;
  return <FixedBlogList title={props.title} limit={props.limit} postsRead={reads.posts} />;
}

function FixedBlogList({ title, limit, postsRead }: { title: string; limit: number; postsRead: string }) {
  const current = useCurrentPost();
  const { posts } = usePostList(postsRead);
  // on a blog post's page, "more from the blog" lists the others
  return <BlogListSection title={title} posts={posts ? newestShown(posts, current, limit) : undefined} />;
}

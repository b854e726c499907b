/**
 * A blog list visitors can narrow to one category (the block's "Visitors can filter by
 * category"): chips above the cards, the chosen category in the address.
 */
import { useLocation } from 'react-router';
import type { PublishedPost } from '#shared/schemas/posts.ts';
import { usePostList } from '../content/posts.ts';
import { useCategoryList } from '../content/taxonomy.ts';
import { useCurrentPost } from './block-context.ts';
import { BlogListSection, newestShown } from './blog-list-section.tsx';
import { CategoryChips, chosenCategory } from './category-chips.tsx';

/** The ids of the categories at least one of `posts` is in. */
export function categoryIdsInUse(posts: readonly PublishedPost[] | undefined): Set<number> {
  return new Set(posts?.flatMap((post) => post.external_data.categories ?? []));
}

export function FilteredBlogList({
  title,
  limit,
  reads,
}: {
  title: string;
  limit: number;
  /** the block's declared reads: every blog post, and the categories */
  reads: { posts: string; categories: string | null };
}) {
  const current = useCurrentPost();
  const { search } = useLocation();
  const { posts } = usePostList(reads.posts);
  const inUse = categoryIdsInUse(posts);
  const categories = useCategoryList(reads.categories)?.filter((category) => inUse.has(category.id));
  const chosen = chosenCategory(search, inUse);
  // the chips and the cards appear together: nothing moves when one arrives after the other
  const ready = posts !== undefined && categories !== undefined;
  const shown = ready
    ? newestShown(
        posts.filter((post) => chosen === null || post.external_data.categories?.includes(chosen)),
        current,
        limit,
      )
    : undefined;
  return (
    <BlogListSection
      title={title}
      above={<CategoryChips categories={ready ? categories : []} chosen={chosen} />}
      posts={shown}
    />
  );
}

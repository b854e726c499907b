/** The Blog list block's props, their defaults and the reads they make (its fields: declaration.ts). */
import { POST_TYPE } from '../../ids/post-types.ts';
import { publishedPostsPath } from '../../initial-site.ts';
import { PUBLIC_API as API } from '../../public-api-paths.ts';
import type { BlockData } from '../block-data.ts';
import { isRecordId } from '../block-reads.ts';

export interface BlogListProps {
  title: string;
  limit: number;
  /** only blog posts of this category (a category id of the site); null: every post */
  categoryId: number | null;
  /** visitors can narrow the list to one category (chips above it; `?category=` in the address) */
  showCategoryFilter: boolean;
}

/** Whether visitors narrow the list with chips: a list fixed to one category has nothing to filter. */
export function filtersByCategory({ categoryId, showCategoryFilter }: BlogListProps): boolean {
  return showCategoryFilter && categoryId === null;
}

/**
 * Every post of the blog (the newest are shown), of its category when it has one; the categories
 * for the chips when visitors filter.
 */
export function blogListReads(props: BlogListProps) {
  const filters = filtersByCategory(props);
  const category = !filters && isRecordId(props.categoryId) ? { category: props.categoryId } : {};
  return {
    posts: publishedPostsPath({ type: POST_TYPE.blog, ...category }),
    categories: filters ? API.categories : null,
  };
}

export const BLOG_LIST_DATA: BlockData<BlogListProps> = {
  defaultProps: { title: 'From the blog', limit: 3, categoryId: null, showCategoryFilter: false },
  reads: blogListReads,
};

/**
 * The Blog list block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { count, text, toggle } from '../block-fields.ts';
import { BLOG_LIST_DATA, type BlogListProps } from './props.ts';

export const BLOG_LIST_BLOCK: BlockDeclaration<BlogListProps> = {
  label: 'Blog list',
  fields: {
    title: text('Title'),
    limit: count('How many', 1, 24),
    categoryId: { type: 'custom', kind: 'category', label: 'Category (empty: every post)' },
    showCategoryFilter: toggle('Visitors can filter by category'),
  },
  ...BLOG_LIST_DATA,
  postTypes: POST_TYPE_IDS,
};

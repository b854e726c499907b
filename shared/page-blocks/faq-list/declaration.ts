/**
 * The FAQ block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { text } from '../block-fields.ts';
import { FAQ_LIST_DATA, type FaqListProps } from './props.ts';

export const FAQ_LIST_BLOCK: BlockDeclaration<FaqListProps> = {
  label: 'FAQ',
  fields: {
    title: text('Title'),
    categoryId: { type: 'custom', kind: 'faqCategory', label: 'Category (empty: all)' },
  },
  ...FAQ_LIST_DATA,
  postTypes: POST_TYPE_IDS,
};

/**
 * The Blog post block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { media, richtext, text } from '../block-fields.ts';
import { BLOG_POST_DATA, type BlogPostProps } from './props.ts';

export const BLOG_POST_BLOCK: BlockDeclaration<BlogPostProps> = {
  label: 'Blog post',
  fields: { title: text('Title'), date: text('Date'), image: media('Image'), html: richtext('Text') },
  ...BLOG_POST_DATA,
  // the head and text of an article: a blog post's own
  postTypes: [POST_TYPE.blog],
};

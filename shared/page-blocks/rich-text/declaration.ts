/**
 * The Rich text block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { richtext, text } from '../block-fields.ts';
import { RICH_TEXT_DATA, type RichTextProps } from './props.ts';

export const RICH_TEXT_BLOCK: BlockDeclaration<RichTextProps> = {
  label: 'Rich text',
  fields: { title: text('Title'), html: richtext('Text') },
  ...RICH_TEXT_DATA,
  postTypes: POST_TYPE_IDS,
};

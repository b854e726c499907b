/**
 * The Showcases block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { count, richtext, text } from '../block-fields.ts';
import { SHOWCASES_DATA, type ShowcasesProps } from './props.ts';

export const SHOWCASES_BLOCK: BlockDeclaration<ShowcasesProps> = {
  label: 'Showcases',
  fields: { title: text('Title'), html: richtext('Text'), limit: count('How many', 1, 24) },
  ...SHOWCASES_DATA,
  postTypes: POST_TYPE_IDS,
};

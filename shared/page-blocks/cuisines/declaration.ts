/**
 * The Cuisines block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { richtext, text } from '../block-fields.ts';
import { CUISINES_DATA, type CuisinesProps } from './props.ts';

export const CUISINES_BLOCK: BlockDeclaration<CuisinesProps> = {
  label: 'Cuisines',
  fields: { title: text('Title'), html: richtext('Text') },
  ...CUISINES_DATA,
  postTypes: POST_TYPE_IDS,
};

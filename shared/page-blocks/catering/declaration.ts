/**
 * The Catering block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { media, richtext, text, toggle } from '../block-fields.ts';
import { CATERING_DATA, type CateringProps } from './props.ts';

export const CATERING_BLOCK: BlockDeclaration<CateringProps> = {
  label: 'Catering',
  fields: {
    title: text('Title'),
    html: richtext('Offer'),
    image: media('Image'),
    showRequestForm: toggle('Request form'),
  },
  ...CATERING_DATA,
  postTypes: POST_TYPE_IDS,
};

/**
 * The Gallery block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { media, text } from '../block-fields.ts';
import { GALLERY_DATA, type GalleryProps } from './props.ts';

export const GALLERY_BLOCK: BlockDeclaration<GalleryProps> = {
  label: 'Gallery',
  fields: {
    title: text('Title'),
    items: {
      type: 'array',
      label: 'Images',
      arrayFields: { image: media('Image'), caption: text('Caption') },
      max: 60,
    },
  },
  ...GALLERY_DATA,
  postTypes: POST_TYPE_IDS,
};

/**
 * The Image block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { media, text } from '../block-fields.ts';
import { IMAGE_DATA, type ImageProps } from './props.ts';

export const IMAGE_BLOCK: BlockDeclaration<ImageProps> = {
  label: 'Image',
  fields: { image: media('Image'), caption: text('Caption') },
  ...IMAGE_DATA,
  postTypes: POST_TYPE_IDS,
};

/**
 * The Video block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { link, text } from '../block-fields.ts';
import { VIDEO_DATA, type VideoProps } from './props.ts';

export const VIDEO_BLOCK: BlockDeclaration<VideoProps> = {
  label: 'Video',
  fields: { title: text('Title'), url: link('YouTube or Vimeo link') },
  ...VIDEO_DATA,
  postTypes: POST_TYPE_IDS,
};

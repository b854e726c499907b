/**
 * The Social links block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { text } from '../block-fields.ts';
import { SOCIAL_LINKS_DATA, type SocialLinksProps } from './props.ts';

export const SOCIAL_LINKS_BLOCK: BlockDeclaration<SocialLinksProps> = {
  label: 'Social links',
  fields: { title: text('Title') },
  ...SOCIAL_LINKS_DATA,
  postTypes: POST_TYPE_IDS,
};

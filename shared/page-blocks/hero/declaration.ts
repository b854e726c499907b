/**
 * The Hero block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { link, media, text, textarea } from '../block-fields.ts';
import { HERO_DATA, type HeroProps } from './props.ts';

export const HERO_BLOCK: BlockDeclaration<HeroProps> = {
  label: 'Hero',
  fields: {
    title: text('Title'),
    subtitle: textarea('Subtitle'),
    image: media('Background image'),
    logo: media('Logo'),
    ctaLabel: text('Button label'),
    ctaUrl: link('Button link'),
  },
  ...HERO_DATA,
  postTypes: POST_TYPE_IDS,
};

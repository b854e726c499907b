/**
 * The "This week" block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { text, toggle } from '../block-fields.ts';
import { WEEK_STOPS_DATA, type WeekStopsProps } from './props.ts';

export const WEEK_STOPS_BLOCK: BlockDeclaration<WeekStopsProps> = {
  label: 'This week',
  fields: {
    title: text('Title'),
    showEmptyDays: toggle('Days without stops'),
  },
  ...WEEK_STOPS_DATA,
  postTypes: POST_TYPE_IDS,
};

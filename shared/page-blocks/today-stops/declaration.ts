/**
 * The "Today" block as the page builder and the API know it: its label, its fields (the editor's
 * inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its props,
 * defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { text, toggle } from '../block-fields.ts';
import { TODAY_STOPS_DATA, type TodayStopsProps } from './props.ts';

export const TODAY_STOPS_BLOCK: BlockDeclaration<TodayStopsProps> = {
  label: 'Today',
  fields: {
    title: text('Title'),
    emptyText: text('When no truck is out'),
    offerClosestFirst: toggle('"Closest first" button'),
  },
  ...TODAY_STOPS_DATA,
  postTypes: POST_TYPE_IDS,
};

/**
 * The "Next stops" block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it — a
 * member's page (its own stops) and pages (a chosen member's). Its props, defaults and reads:
 * props.ts.
 */
import { POST_TYPE } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { count, text, toggle } from '../block-fields.ts';
import { NEXT_STOPS_DATA, NEXT_STOPS_MAX, type NextStopsProps } from './props.ts';

export const NEXT_STOPS_BLOCK: BlockDeclaration<NextStopsProps> = {
  label: 'Next stops',
  fields: {
    title: text('Title'),
    memberIds: {
      type: 'custom',
      kind: 'postIds',
      label: 'Member (empty: the member whose page it is)',
      postType: POST_TYPE.member,
      max: 1,
    },
    limit: count('At most', 1, NEXT_STOPS_MAX),
    showCalendarLink: toggle('"Add to calendar" link'),
  },
  ...NEXT_STOPS_DATA,
  postTypes: [POST_TYPE.member, POST_TYPE.page],
};

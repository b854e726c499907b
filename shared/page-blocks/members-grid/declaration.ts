/**
 * The Members grid block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE, POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { count, richtext, text, toggle } from '../block-fields.ts';
import { MEMBERS_GRID_DATA, type MembersGridProps } from './props.ts';

export const MEMBERS_GRID_BLOCK: BlockDeclaration<MembersGridProps> = {
  label: 'Members grid',
  fields: {
    title: text('Title'),
    html: richtext('Text'),
    memberIds: {
      type: 'custom',
      kind: 'postIds',
      label: 'Members (empty: all)',
      postType: POST_TYPE.member,
      max: 100,
    },
    limit: count('At most (0: all)', 0, 100),
    showCuisines: toggle('Cuisine names'),
    showAllButton: toggle('"View all members" button'),
  },
  ...MEMBERS_GRID_DATA,
  postTypes: POST_TYPE_IDS,
};

/**
 * The Address and opening hours block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { text, textarea } from '../block-fields.ts';
import { OPENING_HOURS_DATA, type OpeningHoursProps } from './props.ts';

export const OPENING_HOURS_BLOCK: BlockDeclaration<OpeningHoursProps> = {
  label: 'Address and opening hours',
  fields: {
    title: text('Title'),
    address: textarea('Address (empty: the site address)'),
    hours: {
      type: 'array',
      label: 'Opening hours',
      arrayFields: { day: text('Day'), open: text('Opens'), close: text('Closes') },
      max: 21,
    },
  },
  ...OPENING_HOURS_DATA,
  postTypes: POST_TYPE_IDS,
};

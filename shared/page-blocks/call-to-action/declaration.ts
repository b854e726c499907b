/**
 * The Call to action block as the page builder and the API know it: its label, its fields (the
 * editor's inputs, the API's schema: block-schemas.ts) and the post types that may hold it. Its
 * props, defaults and reads: props.ts.
 */
import { POST_TYPE_IDS } from '../../ids/post-types.ts';
import type { BlockDeclaration } from '../block-declarations.ts';
import { link, richtext, text } from '../block-fields.ts';
import { CALL_TO_ACTION_DATA, type CallToActionProps } from './props.ts';

export const CALL_TO_ACTION_BLOCK: BlockDeclaration<CallToActionProps> = {
  label: 'Call to action',
  fields: {
    title: text('Title'),
    text: richtext('Text'),
    buttonLabel: text('Button label'),
    buttonUrl: link('Button link'),
  },
  ...CALL_TO_ACTION_DATA,
  postTypes: POST_TYPE_IDS,
};

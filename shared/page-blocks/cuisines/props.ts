/** The Cuisines block's props, their defaults and the reads they make (its fields: declaration.ts). */
import { POST_TYPE } from '../../ids/post-types.ts';
import { publishedPostsPath } from '../../initial-site.ts';
import type { BlockData } from '../block-data.ts';

export interface CuisinesProps {
  title: string;
  html: string;
}

/** Every published cuisine. */
export function cuisinesReads(_props: CuisinesProps) {
  return { cuisines: publishedPostsPath({ type: POST_TYPE.cuisine }) };
}

export const CUISINES_DATA: BlockData<CuisinesProps> = {
  defaultProps: { title: 'Cuisines', html: '' },
  reads: cuisinesReads,
};

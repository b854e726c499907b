/** The Showcases block's props, their defaults and the reads they make (its fields: declaration.ts). */
import { POST_TYPE } from '../../ids/post-types.ts';
import { publishedPostsPath } from '../../initial-site.ts';
import type { BlockData } from '../block-data.ts';

export interface ShowcasesProps {
  title: string;
  html: string;
  limit: number;
}

/** One more showcase than shown, so that leaving out the one being viewed still fills the list. */
export function showcasesReads({ limit }: ShowcasesProps) {
  return { showcases: publishedPostsPath({ type: POST_TYPE.showcase, limit: limit + 1 }) };
}

export const SHOWCASES_DATA: BlockData<ShowcasesProps> = {
  defaultProps: { title: 'Showcases', html: '', limit: 6 },
  reads: showcasesReads,
};

/** The Blog post block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';
import type { MediaRef } from '../block-props.ts';
import { mediaRead } from '../block-reads.ts';

export interface BlogPostProps {
  title: string;
  /** ISO date of publication, shown as a date */
  date: string;
  image: MediaRef;
  html: string;
}

export const BLOG_POST_DATA: BlockData<BlogPostProps> = {
  defaultProps: { title: '', date: '', image: null, html: '' },
  // the post's category names are the page header's read
  reads: ({ image }) => ({ image: mediaRead(image) }),
};

/** The Rich text block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';

export interface RichTextProps {
  title: string;
  html: string;
}

export const RICH_TEXT_DATA: BlockData<RichTextProps> = {
  defaultProps: { title: '', html: '' },
  reads: () => ({}),
};

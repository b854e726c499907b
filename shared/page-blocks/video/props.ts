/** The Video block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';

export interface VideoProps {
  title: string;
  /** a YouTube or Vimeo address; other hosts are not embedded */
  url: string;
}

export const VIDEO_DATA: BlockData<VideoProps> = {
  defaultProps: { title: '', url: '' },
  reads: () => ({}),
};

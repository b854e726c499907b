/** The Image block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';
import type { MediaRef } from '../block-props.ts';
import { mediaRead } from '../block-reads.ts';

export interface ImageProps {
  image: MediaRef;
  caption: string;
}

export const IMAGE_DATA: BlockData<ImageProps> = {
  defaultProps: { image: null, caption: '' },
  reads: ({ image }) => ({ image: mediaRead(image) }),
};

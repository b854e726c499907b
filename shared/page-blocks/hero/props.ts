/** The Hero block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';
import type { MediaRef } from '../block-props.ts';
import { mediaRead } from '../block-reads.ts';

export interface HeroProps {
  title: string;
  subtitle: string;
  image: MediaRef;
  logo: MediaRef;
  ctaLabel: string;
  ctaUrl: string;
}

export const HERO_DATA: BlockData<HeroProps> = {
  defaultProps: { title: '', subtitle: '', image: null, logo: null, ctaLabel: '', ctaUrl: '' },
  // the backdrop a page's opening hero borrows (the post's poster) is the page header's read
  reads: ({ image, logo }) => ({ image: mediaRead(image), logo: mediaRead(logo) }),
};

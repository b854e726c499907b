/** The Gallery block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';
import type { MediaRef } from '../block-props.ts';
import { mediaRead } from '../block-reads.ts';

export interface GalleryItem {
  image: MediaRef;
  caption: string;
}

export interface GalleryProps {
  title: string;
  items: GalleryItem[];
}

export const GALLERY_DATA: BlockData<GalleryProps> = {
  defaultProps: { title: '', items: [] },
  // items are stored JSON: one that is no object has no image
  reads: ({ items }) => ({
    images: items.map((item) => mediaRead((item as Partial<GalleryItem> | null)?.image)),
  }),
};

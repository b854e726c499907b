/** The Catering block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';
import type { MediaRef } from '../block-props.ts';
import { mediaRead } from '../block-reads.ts';

export interface CateringProps {
  title: string;
  html: string;
  image: MediaRef;
  /** shows the catering request form (posted to `POST /api/forms/catering/submissions`) */
  showRequestForm: boolean;
}

export const CATERING_DATA: BlockData<CateringProps> = {
  defaultProps: { title: 'Catering', html: '', image: null, showRequestForm: true },
  reads: ({ image }) => ({ image: mediaRead(image) }),
};

/** The Call to action block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';

export interface CallToActionProps {
  title: string;
  /** HTML or plain text */
  text: string;
  buttonLabel: string;
  buttonUrl: string;
}

export const CALL_TO_ACTION_DATA: BlockData<CallToActionProps> = {
  defaultProps: { title: '', text: '', buttonLabel: '', buttonUrl: '' },
  reads: () => ({}),
};

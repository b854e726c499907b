/** The Address and opening hours block's props, their defaults and their reads (fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';

export interface OpeningHoursItem {
  day: string;
  open: string;
  close: string;
}

export interface OpeningHoursProps {
  title: string;
  /** empty: the site's address, phone and email from the domain options */
  address: string;
  hours: OpeningHoursItem[];
}

export const OPENING_HOURS_DATA: BlockData<OpeningHoursProps> = {
  defaultProps: { title: 'Find us', address: '', hours: [] },
  // the site's options are read by every page (shared/initial-site.ts INITIAL_SITE_READS)
  reads: () => ({}),
};

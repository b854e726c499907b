/** The Social links block's props, their defaults and the reads they make (its fields: declaration.ts). */
import type { BlockData } from '../block-data.ts';

export interface SocialLinksProps {
  title: string;
}

export const SOCIAL_LINKS_DATA: BlockData<SocialLinksProps> = {
  defaultProps: { title: 'Follow us' },
  // the site's socials are read by every page (shared/initial-site.ts INITIAL_SITE_READS)
  reads: () => ({}),
};

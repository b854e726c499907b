/**
 * What the public renderer and the BFF need of each block, beside its component: its default props
 * and the reads those props make (block-reads.ts). Each block declares it in its folder
 * (`<block>/props.ts`, with its props type); this is the registry. It holds no fields and no
 * schemas (those are the editor's and the API's, `<block>/declaration.ts`), so the public bundle
 * carries only this.
 */

import type { BlockPropsByType, BlockType } from './block-props.ts';
import type { BlockReads } from './block-reads.ts';
import { BLOG_LIST_DATA } from './blog-list/props.ts';
import { BLOG_POST_DATA } from './blog-post/props.ts';
import { CALL_TO_ACTION_DATA } from './call-to-action/props.ts';
import { CATERING_DATA } from './catering/props.ts';
import { CUISINES_DATA } from './cuisines/props.ts';
import { FAQ_LIST_DATA } from './faq-list/props.ts';
import { GALLERY_DATA } from './gallery/props.ts';
import { HERO_DATA } from './hero/props.ts';
import { IMAGE_DATA } from './image/props.ts';
import { MEMBERS_GRID_DATA } from './members-grid/props.ts';
import { NEXT_STOPS_DATA } from './next-stops/props.ts';
import { OPENING_HOURS_DATA } from './opening-hours/props.ts';
import { RICH_TEXT_DATA } from './rich-text/props.ts';
import { SHOWCASES_DATA } from './showcases/props.ts';
import { SOCIAL_LINKS_DATA } from './social-links/props.ts';
import { TODAY_STOPS_DATA } from './today-stops/props.ts';
import { VIDEO_DATA } from './video/props.ts';
import { WEEK_STOPS_DATA } from './week-stops/props.ts';

export interface BlockData<P> {
  /** what a new block starts with and what a missing or unreadable prop reads as */
  defaultProps: P;
  /** the API reads the block's render makes with these (normalised) props */
  reads(props: P): BlockReads;
}

export const BLOCK_DATA: { [K in BlockType]: BlockData<BlockPropsByType[K]> } = {
  Hero: HERO_DATA,
  RichText: RICH_TEXT_DATA,
  Image: IMAGE_DATA,
  Gallery: GALLERY_DATA,
  MembersGrid: MEMBERS_GRID_DATA,
  Cuisines: CUISINES_DATA,
  Showcases: SHOWCASES_DATA,
  Catering: CATERING_DATA,
  BlogList: BLOG_LIST_DATA,
  BlogPost: BLOG_POST_DATA,
  FaqList: FAQ_LIST_DATA,
  CallToAction: CALL_TO_ACTION_DATA,
  OpeningHours: OPENING_HOURS_DATA,
  SocialLinks: SOCIAL_LINKS_DATA,
  Video: VIDEO_DATA,
  TodayStops: TODAY_STOPS_DATA,
  WeekStops: WEEK_STOPS_DATA,
  NextStops: NEXT_STOPS_DATA,
};

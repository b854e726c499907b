/**
 * The props of the blocks of the page-builder document (`post_body.content[]`): what a block
 * component renders and what its fields edit. Each block declares its own in its folder
 * (`<block>/props.ts`); this names them by block type.
 *
 * Media appear only as ids (docs/product.md#rules): a media prop holds a media id or null. `html` props hold
 * HTML that every renderer sanitises before showing it.
 */
import type { BlogListProps } from './blog-list/props.ts';
import type { BlogPostProps } from './blog-post/props.ts';
import type { CallToActionProps } from './call-to-action/props.ts';
import type { CateringProps } from './catering/props.ts';
import type { CuisinesProps } from './cuisines/props.ts';
import type { FaqListProps } from './faq-list/props.ts';
import type { GalleryProps } from './gallery/props.ts';
import type { HeroProps } from './hero/props.ts';
import type { ImageProps } from './image/props.ts';
import type { MembersGridProps } from './members-grid/props.ts';
import type { NextStopsProps } from './next-stops/props.ts';
import type { OpeningHoursProps } from './opening-hours/props.ts';
import type { RichTextProps } from './rich-text/props.ts';
import type { ShowcasesProps } from './showcases/props.ts';
import type { SocialLinksProps } from './social-links/props.ts';
import type { TodayStopsProps } from './today-stops/props.ts';
import type { VideoProps } from './video/props.ts';
import type { WeekStopsProps } from './week-stops/props.ts';

export type MediaRef = number | null;

export interface BlockPropsByType {
  Hero: HeroProps;
  RichText: RichTextProps;
  Image: ImageProps;
  Gallery: GalleryProps;
  MembersGrid: MembersGridProps;
  Cuisines: CuisinesProps;
  Showcases: ShowcasesProps;
  Catering: CateringProps;
  BlogList: BlogListProps;
  BlogPost: BlogPostProps;
  FaqList: FaqListProps;
  CallToAction: CallToActionProps;
  OpeningHours: OpeningHoursProps;
  SocialLinks: SocialLinksProps;
  Video: VideoProps;
  TodayStops: TodayStopsProps;
  WeekStops: WeekStopsProps;
  NextStops: NextStopsProps;
}

export type BlockType = keyof BlockPropsByType;

/** What every block has beside its own props (block-declarations.ts gives each block its field). */
export interface CommonBlockProps {
  /** the id of the block's element on the public page, for links to it (`/about#menu`); '' for none */
  anchor: string;
}

/** One block of a document as the renderer sees it: `{type, props: {id, …}}`. */
export type TypedBlock<K extends BlockType = BlockType> = {
  [T in K]: { type: T; props: BlockPropsByType[T] & Partial<CommonBlockProps> & { id: string } };
}[K];

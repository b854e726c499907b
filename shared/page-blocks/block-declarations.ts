/**
 * The blocks of the page-builder document, declared once, each in its folder: `<block>/props.ts`
 * (its props type, default props and the reads they make, block-data.ts) and
 * `<block>/declaration.ts` (its label, its fields in the shape of Puck's field config,
 * block-fields.ts, and the post types whose bodies may hold it). This is their registry. Every block
 * also gets the fields all blocks share (COMMON_BLOCK_FIELDS: its anchor, block-anchors.ts), added
 * here once, not per block. The page builder derives its config from this, the API its block
 * schemas (block-schemas.ts), the seed its blocks, the BFF a page's first-paint reads
 * (document-reads.ts); the public renderer's registry is typed by the props types (block-props.ts).
 */
import type { PostTypeId } from '../ids/post-types.ts';
import type { BlockData } from './block-data.ts';
import { BLOCK_COMMON_DEFAULT_PROPS } from './block-defaults.ts';
import { anchor, type BlockFields } from './block-fields.ts';
import type { BlockPropsByType, BlockType, CommonBlockProps } from './block-props.ts';
import { BLOG_LIST_BLOCK } from './blog-list/declaration.ts';
import { BLOG_POST_BLOCK } from './blog-post/declaration.ts';
import { CALL_TO_ACTION_BLOCK } from './call-to-action/declaration.ts';
import { CATERING_BLOCK } from './catering/declaration.ts';
import { CUISINES_BLOCK } from './cuisines/declaration.ts';
import { FAQ_LIST_BLOCK } from './faq-list/declaration.ts';
import { GALLERY_BLOCK } from './gallery/declaration.ts';
import { HERO_BLOCK } from './hero/declaration.ts';
import { IMAGE_BLOCK } from './image/declaration.ts';
import { MEMBERS_GRID_BLOCK } from './members-grid/declaration.ts';
import { NEXT_STOPS_BLOCK } from './next-stops/declaration.ts';
import { OPENING_HOURS_BLOCK } from './opening-hours/declaration.ts';
import { RICH_TEXT_BLOCK } from './rich-text/declaration.ts';
import { SHOWCASES_BLOCK } from './showcases/declaration.ts';
import { SOCIAL_LINKS_BLOCK } from './social-links/declaration.ts';
import { TODAY_STOPS_BLOCK } from './today-stops/declaration.ts';
import { VIDEO_BLOCK } from './video/declaration.ts';
import { WEEK_STOPS_BLOCK } from './week-stops/declaration.ts';

/** A block: its label, fields and post types, with its default props and reads (block-data.ts). */
export interface BlockDeclaration<P> extends BlockData<P> {
  label: string;
  fields: BlockFields<P>;
  /** the post types whose bodies may hold the block */
  postTypes: readonly PostTypeId[];
}

/** Each block as declared in its folder, with its own fields only. */
type OwnBlockDeclarations = { [K in BlockType]: BlockDeclaration<BlockPropsByType[K]> };

/** Each block with the fields every block has too. */
export type BlockDeclarations = {
  [K in BlockType]: BlockDeclaration<BlockPropsByType[K] & CommonBlockProps>;
};

/** The fields of every block, after its own. */
export const COMMON_BLOCK_FIELDS: BlockFields<CommonBlockProps> = {
  anchor: anchor('Anchor (optional)'),
};

export const PAGE_BLOCKS: BlockDeclarations = /* @__PURE__ */ withCommonFields(declareBlocks());

function withCommonFields(blocks: OwnBlockDeclarations): BlockDeclarations {
  return Object.fromEntries(
    Object.entries(blocks).map(([type, block]) => [
      type,
      {
        ...block,
        fields: { ...block.fields, ...COMMON_BLOCK_FIELDS },
        defaultProps: { ...block.defaultProps, ...BLOCK_COMMON_DEFAULT_PROPS },
      },
    ]),
  ) as unknown as BlockDeclarations;
}

function declareBlocks(): OwnBlockDeclarations {
  return {
    Hero: HERO_BLOCK,
    RichText: RICH_TEXT_BLOCK,
    Image: IMAGE_BLOCK,
    Gallery: GALLERY_BLOCK,
    MembersGrid: MEMBERS_GRID_BLOCK,
    Cuisines: CUISINES_BLOCK,
    Showcases: SHOWCASES_BLOCK,
    Catering: CATERING_BLOCK,
    BlogList: BLOG_LIST_BLOCK,
    BlogPost: BLOG_POST_BLOCK,
    FaqList: FAQ_LIST_BLOCK,
    CallToAction: CALL_TO_ACTION_BLOCK,
    OpeningHours: OPENING_HOURS_BLOCK,
    SocialLinks: SOCIAL_LINKS_BLOCK,
    Video: VIDEO_BLOCK,
    TodayStops: TODAY_STOPS_BLOCK,
    WeekStops: WEEK_STOPS_BLOCK,
    NextStops: NEXT_STOPS_BLOCK,
  };
}

/** Whether a body of a post of `postType` may hold a block of `type`. */
export function blockAllowedIn(type: BlockType, postType: number): boolean {
  return (PAGE_BLOCKS[type].postTypes as readonly number[]).includes(postType);
}

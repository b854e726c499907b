/**
 * The blocks of the page-builder document, declared once: each block type with its label, its
 * fields (block-fields.ts, the shape of Puck's field config), its default props (block-defaults.ts)
 * and the post types whose bodies may hold it. Every block also gets the fields all blocks share
 * (COMMON_BLOCK_FIELDS: its anchor, block-anchors.ts), added here once, not per block. The page builder derives its config from this, the
 * API its block schemas (block-schemas.ts), the seed its blocks; the public renderer's registry is
 * typed by the props types (block-props.ts).
 */
import { POST_TYPE, POST_TYPE_IDS, type PostTypeId } from '../ids/post-types.ts';
import { BLOCK_DATA, type BlockData } from './block-data.ts';
import { BLOCK_COMMON_DEFAULT_PROPS } from './block-defaults.ts';
import {
  anchor,
  type BlockFields,
  count,
  link,
  media,
  richtext,
  text,
  textarea,
  toggle,
} from './block-fields.ts';
import type { BlockPropsByType, BlockType, CommonBlockProps } from './block-props.ts';

/** A block: its label, fields and post types, with its default props and reads (block-data.ts). */
export interface BlockDeclaration<P> extends BlockData<P> {
  label: string;
  fields: BlockFields<P>;
  /** the post types whose bodies may hold the block */
  postTypes: readonly PostTypeId[];
}

/** Each block as declared below, with its own fields only. */
type OwnBlockDeclarations = { [K in BlockType]: BlockDeclaration<BlockPropsByType[K]> };

/** Each block with the fields every block has too. */
export type BlockDeclarations = {
  [K in BlockType]: BlockDeclaration<BlockPropsByType[K] & CommonBlockProps>;
};

/** The fields of every block, after its own. */
export const COMMON_BLOCK_FIELDS: BlockFields<CommonBlockProps> = {
  anchor: anchor('Anchor (optional)'),
};

const EVERY_POST_TYPE = POST_TYPE_IDS;

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
    Hero: {
      label: 'Hero',
      fields: {
        title: text('Title'),
        subtitle: textarea('Subtitle'),
        image: media('Background image'),
        logo: media('Logo'),
        ctaLabel: text('Button label'),
        ctaUrl: link('Button link'),
      },
      ...BLOCK_DATA.Hero,
      postTypes: EVERY_POST_TYPE,
    },
    RichText: {
      label: 'Rich text',
      fields: { title: text('Title'), html: richtext('Text') },
      ...BLOCK_DATA.RichText,
      postTypes: EVERY_POST_TYPE,
    },
    Image: {
      label: 'Image',
      fields: { image: media('Image'), caption: text('Caption') },
      ...BLOCK_DATA.Image,
      postTypes: EVERY_POST_TYPE,
    },
    Gallery: {
      label: 'Gallery',
      fields: {
        title: text('Title'),
        items: {
          type: 'array',
          label: 'Images',
          arrayFields: { image: media('Image'), caption: text('Caption') },
          max: 60,
        },
      },
      ...BLOCK_DATA.Gallery,
      postTypes: EVERY_POST_TYPE,
    },
    MembersGrid: {
      label: 'Members grid',
      fields: {
        title: text('Title'),
        html: richtext('Text'),
        memberIds: {
          type: 'custom',
          kind: 'postIds',
          label: 'Members (empty: all)',
          postType: POST_TYPE.member,
          max: 100,
        },
        limit: count('At most (0: all)', 0, 100),
        showCuisines: toggle('Cuisine names'),
        showAllButton: toggle('"View all members" button'),
      },
      ...BLOCK_DATA.MembersGrid,
      postTypes: EVERY_POST_TYPE,
    },
    Cuisines: {
      label: 'Cuisines',
      fields: { title: text('Title'), html: richtext('Text') },
      ...BLOCK_DATA.Cuisines,
      postTypes: EVERY_POST_TYPE,
    },
    Showcases: {
      label: 'Showcases',
      fields: { title: text('Title'), html: richtext('Text'), limit: count('How many', 1, 24) },
      ...BLOCK_DATA.Showcases,
      postTypes: EVERY_POST_TYPE,
    },
    Catering: {
      label: 'Catering',
      fields: {
        title: text('Title'),
        html: richtext('Offer'),
        image: media('Image'),
        showRequestForm: toggle('Request form'),
      },
      ...BLOCK_DATA.Catering,
      postTypes: EVERY_POST_TYPE,
    },
    BlogList: {
      label: 'Blog list',
      fields: {
        title: text('Title'),
        limit: count('How many', 1, 24),
        categoryId: { type: 'custom', kind: 'category', label: 'Category (empty: every post)' },
        showCategoryFilter: toggle('Visitors can filter by category'),
      },
      ...BLOCK_DATA.BlogList,
      postTypes: EVERY_POST_TYPE,
    },
    BlogPost: {
      label: 'Blog post',
      fields: { title: text('Title'), date: text('Date'), image: media('Image'), html: richtext('Text') },
      ...BLOCK_DATA.BlogPost,
      // the head and text of an article: a blog post's own
      postTypes: [POST_TYPE.blog],
    },
    FaqList: {
      label: 'FAQ',
      fields: {
        title: text('Title'),
        categoryId: { type: 'custom', kind: 'faqCategory', label: 'Category (empty: all)' },
      },
      ...BLOCK_DATA.FaqList,
      postTypes: EVERY_POST_TYPE,
    },
    CallToAction: {
      label: 'Call to action',
      fields: {
        title: text('Title'),
        text: richtext('Text'),
        buttonLabel: text('Button label'),
        buttonUrl: link('Button link'),
      },
      ...BLOCK_DATA.CallToAction,
      postTypes: EVERY_POST_TYPE,
    },
    OpeningHours: {
      label: 'Address and opening hours',
      fields: {
        title: text('Title'),
        address: textarea('Address (empty: the site address)'),
        hours: {
          type: 'array',
          label: 'Opening hours',
          arrayFields: { day: text('Day'), open: text('Opens'), close: text('Closes') },
          max: 21,
        },
      },
      ...BLOCK_DATA.OpeningHours,
      postTypes: EVERY_POST_TYPE,
    },
    SocialLinks: {
      label: 'Social links',
      fields: { title: text('Title') },
      ...BLOCK_DATA.SocialLinks,
      postTypes: EVERY_POST_TYPE,
    },
    Video: {
      label: 'Video',
      fields: { title: text('Title'), url: link('YouTube or Vimeo link') },
      ...BLOCK_DATA.Video,
      postTypes: EVERY_POST_TYPE,
    },
  };
}

/** Whether a body of a post of `postType` may hold a block of `type`. */
export function blockAllowedIn(type: BlockType, postType: number): boolean {
  return (PAGE_BLOCKS[type].postTypes as readonly number[]).includes(postType);
}

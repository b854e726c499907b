/**
 * The blocks of the page-builder document (`post_body.content[]`), declared once: each block type
 * with its label, its fields and its default props. The public renderer's registry is typed by
 * `BlockPropsByType`; the page-builder (Puck) config derives its fields from `PAGE_BLOCKS`.
 *
 * Media appear only as ids (spec §5): a `media` field holds a media id or null.
 * `html` fields hold HTML that every renderer sanitises before showing it.
 */
import { POST_TYPE, type PostTypeId } from './ids/post-types.ts';
import { BLOCK_DEFAULT_PROPS, BLOCK_TYPES, isBlockType } from './page-block-defaults.ts';

export type MediaRef = number | null;

export interface LinkItem {
  label: string;
  url: string;
}

export interface GalleryItem {
  image: MediaRef;
  caption: string;
}

export interface OpeningHoursItem {
  day: string;
  open: string;
  close: string;
}

export interface HeroProps {
  title: string;
  subtitle: string;
  image: MediaRef;
  logo: MediaRef;
  ctaLabel: string;
  ctaUrl: string;
}
export interface RichTextProps {
  title: string;
  html: string;
}
export interface ImageProps {
  image: MediaRef;
  caption: string;
}
export interface GalleryProps {
  title: string;
  items: GalleryItem[];
}
export interface MembersGridProps {
  title: string;
  html: string;
  /** member post ids to show, in this order; empty: every published member */
  memberIds: number[];
  /** at most this many members (0: no limit) */
  limit: number;
  showCuisines: boolean;
  showAllButton: boolean;
}
export interface CuisinesProps {
  title: string;
  html: string;
}
export interface ShowcasesProps {
  title: string;
  html: string;
  limit: number;
}
export interface CateringProps {
  title: string;
  html: string;
  image: MediaRef;
  /** shows the catering request form (posted to `POST /api/forms/catering/submissions`) */
  showRequestForm: boolean;
}
export interface BlogListProps {
  title: string;
  limit: number;
}
export interface BlogPostProps {
  title: string;
  /** ISO date of publication, shown as a date */
  date: string;
  image: MediaRef;
  html: string;
}
export interface FaqListProps {
  title: string;
  /** FAQ category id to show; null: every category, grouped */
  categoryId: number | null;
}
export interface CallToActionProps {
  title: string;
  /** HTML or plain text */
  text: string;
  buttonLabel: string;
  buttonUrl: string;
}
export interface OpeningHoursProps {
  title: string;
  /** empty: the site's address, phone and email from the domain options */
  address: string;
  hours: OpeningHoursItem[];
}
export interface SocialLinksProps {
  title: string;
}
export interface VideoProps {
  title: string;
  /** a YouTube or Vimeo address; other hosts are not embedded */
  url: string;
}

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
}

export type BlockType = keyof BlockPropsByType;

/** One block of a document as the renderer sees it: `{type, props: {id, …}}`. */
export type TypedBlock<K extends BlockType = BlockType> = {
  [T in K]: { type: T; props: BlockPropsByType[T] & { id: string } };
}[K];

export type FieldDeclaration =
  | { type: 'text'; label: string }
  | { type: 'textarea'; label: string }
  | { type: 'html'; label: string }
  | { type: 'url'; label: string }
  | { type: 'media'; label: string }
  | { type: 'number'; label: string; min: number; max: number }
  | { type: 'boolean'; label: string }
  | { type: 'postIds'; label: string; postType: PostTypeId }
  | { type: 'faqCategory'; label: string }
  | { type: 'list'; label: string; fields: Record<string, FieldDeclaration> };

export interface BlockDeclaration<P> {
  label: string;
  fields: { [F in keyof P]-?: FieldDeclaration };
  defaultProps: P;
}

const text = (label: string) => ({ type: 'text', label }) as const;
const html = (label: string) => ({ type: 'html', label }) as const;
const url = (label: string) => ({ type: 'url', label }) as const;
const media = (label: string) => ({ type: 'media', label }) as const;

/** Labels and fields of each block (for the page builder); the defaults are BLOCK_DEFAULT_PROPS. */
export const PAGE_BLOCKS: { [K in BlockType]: BlockDeclaration<BlockPropsByType[K]> } =
  /* @__PURE__ */ declareBlocks();

function declareBlocks(): { [K in BlockType]: BlockDeclaration<BlockPropsByType[K]> } {
  return {
    Hero: {
      label: 'Hero',
      fields: {
        title: text('Title'),
        subtitle: { type: 'textarea', label: 'Subtitle' },
        image: media('Background image'),
        logo: media('Logo'),
        ctaLabel: text('Button label'),
        ctaUrl: url('Button link'),
      },
      defaultProps: BLOCK_DEFAULT_PROPS.Hero,
    },
    RichText: {
      label: 'Rich text',
      fields: { title: text('Title'), html: html('Text') },
      defaultProps: BLOCK_DEFAULT_PROPS.RichText,
    },
    Image: {
      label: 'Image',
      fields: { image: media('Image'), caption: text('Caption') },
      defaultProps: BLOCK_DEFAULT_PROPS.Image,
    },
    Gallery: {
      label: 'Gallery',
      fields: {
        title: text('Title'),
        items: { type: 'list', label: 'Images', fields: { image: media('Image'), caption: text('Caption') } },
      },
      defaultProps: BLOCK_DEFAULT_PROPS.Gallery,
    },
    MembersGrid: {
      label: 'Members grid',
      fields: {
        title: text('Title'),
        html: html('Text'),
        memberIds: { type: 'postIds', label: 'Members (empty: all)', postType: POST_TYPE.member },
        limit: { type: 'number', label: 'At most (0: all)', min: 0, max: 100 },
        showCuisines: { type: 'boolean', label: 'Cuisine names' },
        showAllButton: { type: 'boolean', label: '"View all members" button' },
      },
      defaultProps: BLOCK_DEFAULT_PROPS.MembersGrid,
    },
    Cuisines: {
      label: 'Cuisines',
      fields: { title: text('Title'), html: html('Text') },
      defaultProps: BLOCK_DEFAULT_PROPS.Cuisines,
    },
    Showcases: {
      label: 'Showcases',
      fields: {
        title: text('Title'),
        html: html('Text'),
        limit: { type: 'number', label: 'How many', min: 1, max: 24 },
      },
      defaultProps: BLOCK_DEFAULT_PROPS.Showcases,
    },
    Catering: {
      label: 'Catering',
      fields: {
        title: text('Title'),
        html: html('Offer'),
        image: media('Image'),
        showRequestForm: { type: 'boolean', label: 'Request form' },
      },
      defaultProps: BLOCK_DEFAULT_PROPS.Catering,
    },
    BlogList: {
      label: 'Blog list',
      fields: { title: text('Title'), limit: { type: 'number', label: 'How many', min: 1, max: 24 } },
      defaultProps: BLOCK_DEFAULT_PROPS.BlogList,
    },
    BlogPost: {
      label: 'Blog post',
      fields: { title: text('Title'), date: text('Date'), image: media('Image'), html: html('Text') },
      defaultProps: BLOCK_DEFAULT_PROPS.BlogPost,
    },
    FaqList: {
      label: 'FAQ',
      fields: { title: text('Title'), categoryId: { type: 'faqCategory', label: 'Category (empty: all)' } },
      defaultProps: BLOCK_DEFAULT_PROPS.FaqList,
    },
    CallToAction: {
      label: 'Call to action',
      fields: {
        title: text('Title'),
        text: html('Text'),
        buttonLabel: text('Button label'),
        buttonUrl: url('Button link'),
      },
      defaultProps: BLOCK_DEFAULT_PROPS.CallToAction,
    },
    OpeningHours: {
      label: 'Address and opening hours',
      fields: {
        title: text('Title'),
        address: { type: 'textarea', label: 'Address (empty: the site address)' },
        hours: {
          type: 'list',
          label: 'Opening hours',
          fields: { day: text('Day'), open: text('Opens'), close: text('Closes') },
        },
      },
      defaultProps: BLOCK_DEFAULT_PROPS.OpeningHours,
    },
    SocialLinks: {
      label: 'Social links',
      fields: { title: text('Title') },
      defaultProps: BLOCK_DEFAULT_PROPS.SocialLinks,
    },
    Video: {
      label: 'Video',
      fields: { title: text('Title'), url: url('YouTube or Vimeo link') },
      defaultProps: BLOCK_DEFAULT_PROPS.Video,
    },
  };
}

export { BLOCK_DEFAULT_PROPS, BLOCK_TYPES, isBlockType };

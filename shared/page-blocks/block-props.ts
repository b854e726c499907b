/**
 * The props of each block of the page-builder document (`post_body.content[]`): what a block
 * component renders and what its fields edit (shared/page-blocks/block-declarations.ts).
 *
 * Media appear only as ids (docs/product.md#rules): a media prop holds a media id or null. `html` props hold
 * HTML that every renderer sanitises before showing it.
 */

export type MediaRef = number | null;

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
  /** only blog posts of this category (a category id of the site); null: every post */
  categoryId: number | null;
  /** visitors can narrow the list to one category (chips above it; `?category=` in the address) */
  showCategoryFilter: boolean;
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

/** What every block has beside its own props (block-declarations.ts gives each block its field). */
export interface CommonBlockProps {
  /** the id of the block's element on the public page, for links to it (`/about#menu`); '' for none */
  anchor: string;
}

/** One block of a document as the renderer sees it: `{type, props: {id, …}}`. */
export type TypedBlock<K extends BlockType = BlockType> = {
  [T in K]: { type: T; props: BlockPropsByType[T] & Partial<CommonBlockProps> & { id: string } };
}[K];

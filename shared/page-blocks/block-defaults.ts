/**
 * The default props of each block: what a new block starts with and what a missing or unreadable
 * prop reads as. A module of its own (types aside, it imports nothing) so the public renderer reads
 * the defaults without the editor's field declarations or the API's schemas.
 */
import type { BlockPropsByType, BlockType, CommonBlockProps } from './block-props.ts';

/** The defaults of the props every block has (block-props.ts CommonBlockProps). */
export const BLOCK_COMMON_DEFAULT_PROPS: CommonBlockProps = { anchor: '' };

export const BLOCK_DEFAULT_PROPS: { [K in BlockType]: BlockPropsByType[K] } = {
  Hero: { title: '', subtitle: '', image: null, logo: null, ctaLabel: '', ctaUrl: '' },
  RichText: { title: '', html: '' },
  Image: { image: null, caption: '' },
  Gallery: { title: '', items: [] },
  MembersGrid: {
    title: 'Meet the members',
    html: '',
    memberIds: [],
    limit: 0,
    showCuisines: true,
    showAllButton: true,
  },
  Cuisines: { title: 'Cuisines', html: '' },
  Showcases: { title: 'Showcases', html: '', limit: 6 },
  Catering: { title: 'Catering', html: '', image: null, showRequestForm: true },
  BlogList: { title: 'From the blog', limit: 3, categoryId: null, showCategoryFilter: false },
  BlogPost: { title: '', date: '', image: null, html: '' },
  FaqList: { title: 'Frequently asked questions', categoryId: null },
  CallToAction: { title: '', text: '', buttonLabel: '', buttonUrl: '' },
  OpeningHours: { title: 'Find us', address: '', hours: [] },
  SocialLinks: { title: 'Follow us' },
  Video: { title: '', url: '' },
};

export const BLOCK_TYPES = Object.keys(BLOCK_DEFAULT_PROPS) as BlockType[];

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(BLOCK_DEFAULT_PROPS, type);
}

/**
 * The registry of block components, typed by the props of shared/page-blocks/block-props.ts. The
 * blocks of a typical page are bundled with the renderer; the others load with the first page
 * that uses them (one small chunk), so most first loads do not carry them.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import type { BlockPropsByType, BlockType } from '#shared/page-blocks/block-props.ts';
import { loadModule } from '../routing/chunk-reload-guard.ts';
import { BlogListBlock } from './blog-list-block.tsx';
import { CallToActionBlock } from './call-to-action-block.tsx';
import { HeroBlock } from './hero-block.tsx';
import { MembersGridBlock } from './members-grid-block.tsx';
import { RichTextBlock } from './rich-text-block.tsx';
import { SocialLinksBlock } from './social-links-block.tsx';

export type BlockComponents = { [K in BlockType]: ComponentType<BlockPropsByType[K] & { id: string }> };

const loadMoreBlocks = () => loadModule(() => import('./more-blocks.ts'));
type MoreBlocks = Awaited<ReturnType<typeof loadMoreBlocks>>;

function later<K extends BlockType>(pick: (blocks: MoreBlocks) => ComponentType<BlockPropsByType[K]>) {
  return lazy(() => loadMoreBlocks().then((module) => ({ default: pick(module) })));
}

// blocks that sit low on the pages that have them load in a chunk of their own, so pages
// without them (the members list, the 404 page) do not carry them
const FaqListBlock = lazy(() =>
  loadModule(() => import('./faq-list-block.tsx')).then((module) => ({ default: module.FaqListBlock })),
);
const BlogPostBlock = lazy(() =>
  loadModule(() => import('./blog-post-block.tsx')).then((module) => ({ default: module.BlogPostBlock })),
);
const CateringBlock = lazy(() =>
  loadModule(() => import('./catering-block.tsx')).then((module) => ({ default: module.CateringBlock })),
);
const OpeningHoursBlock = lazy(() =>
  loadModule(() => import('./opening-hours-block.tsx')).then((module) => ({
    default: module.OpeningHoursBlock,
  })),
);

export const BLOCK_COMPONENTS: BlockComponents = {
  Hero: HeroBlock,
  RichText: RichTextBlock,
  MembersGrid: MembersGridBlock,
  BlogList: BlogListBlock,
  FaqList: FaqListBlock,
  CallToAction: CallToActionBlock,
  OpeningHours: OpeningHoursBlock,
  Image: later<'Image'>((blocks) => blocks.ImageBlock),
  Gallery: later<'Gallery'>((blocks) => blocks.GalleryBlock),
  Cuisines: later<'Cuisines'>((blocks) => blocks.CuisinesBlock),
  Showcases: later<'Showcases'>((blocks) => blocks.ShowcasesBlock),
  Catering: CateringBlock,
  BlogPost: BlogPostBlock,
  SocialLinks: SocialLinksBlock,
  Video: later<'Video'>((blocks) => blocks.VideoBlock),
};

export function renderBlock<K extends BlockType>(type: K, props: BlockPropsByType[K] & { id: string }) {
  const Component = BLOCK_COMPONENTS[type] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Suspense fallback={null}>
      <Component {...(props as unknown as Record<string, unknown>)} />
    </Suspense>
  );
}

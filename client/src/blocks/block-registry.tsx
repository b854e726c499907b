/**
 * The registry of block components, typed by the props of shared/page-blocks/block-props.ts. The
 * blocks of the usual pages (home, a post, the catering and FAQ pages) are bundled with the
 * renderer: a block in a chunk of its own cost a round trip after the page's code had run (issue
 * 11: on a slow phone that was the page's largest paint), for half a kilobyte or so each. The
 * rarer ones load with the first page that uses them (one small chunk), and the page waits for
 * them before it shows (`preloadBlocks`), so nothing pops in and pushes the rest down.
 */
import { type ComponentType, Suspense } from 'react';
import type { BlockPropsByType, BlockType } from '#shared/page-blocks/block-props.ts';
import { laterChunkOf } from '#shared/page-blocks/blocks-loaded-later.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { loadModule } from '../routing/chunk-reload-guard.ts';
import { type LazyComponent, lazyComponent } from '../routing/lazy-component.tsx';
import { settled, settling } from '../routing/settling.ts';
import { BlogListBlock } from './blog-list-block.tsx';
import { BlogPostBlock } from './blog-post-block.tsx';
import { CallToActionBlock } from './call-to-action-block.tsx';
import { CateringBlock } from './catering-block.tsx';
import { FaqListBlock } from './faq-list-block.tsx';
import { HeroBlock } from './hero-block.tsx';
import { MembersGridBlock } from './members-grid-block.tsx';
import { OpeningHoursBlock } from './opening-hours-block.tsx';
import { RichTextBlock } from './rich-text-block.tsx';
import { SocialLinksBlock } from './social-links-block.tsx';

export type BlockComponents = { [K in BlockType]: ComponentType<BlockPropsByType[K] & { id: string }> };

const LOADERS = {
  'more-blocks': () => loadModule(() => import('./more-blocks.ts')),
  'schedule-blocks': () => loadModule(() => import('./stops/schedule-blocks.ts')),
};
type LaterBlocks = Awaited<ReturnType<(typeof LOADERS)['more-blocks']>> &
  Awaited<ReturnType<(typeof LOADERS)['schedule-blocks']>>;

/** a block of a chunk loaded later: only the types shared/page-blocks/blocks-loaded-later.ts names */
function later<K extends BlockType>(
  type: K,
  pick: (blocks: LaterBlocks) => ComponentType<BlockPropsByType[K]>,
) {
  const chunk = laterChunkOf(type);
  if (!chunk) throw new Error(`${type} is not declared as a block loaded later`);
  return lazyComponent(() => LOADERS[chunk]().then((blocks) => pick(blocks as LaterBlocks)));
}

export const BLOCK_COMPONENTS: BlockComponents = {
  Hero: HeroBlock,
  RichText: RichTextBlock,
  MembersGrid: MembersGridBlock,
  BlogList: BlogListBlock,
  FaqList: FaqListBlock,
  CallToAction: CallToActionBlock,
  OpeningHours: OpeningHoursBlock,
  Image: later('Image', (blocks) => blocks.ImageBlock),
  Gallery: later('Gallery', (blocks) => blocks.GalleryBlock),
  Cuisines: later('Cuisines', (blocks) => blocks.CuisinesBlock),
  Showcases: later('Showcases', (blocks) => blocks.ShowcasesBlock),
  Catering: CateringBlock,
  BlogPost: BlogPostBlock,
  SocialLinks: SocialLinksBlock,
  Video: later('Video', (blocks) => blocks.VideoBlock),
  TodayStops: later('TodayStops', (blocks) => blocks.TodayStopsBlock),
  WeekStops: later('WeekStops', (blocks) => blocks.WeekStopsBlock),
  NextStops: later('NextStops', (blocks) => blocks.NextStopsBlock),
};

const preloads = new WeakMap<PageDocument, Promise<unknown>>();
const READY = settled(undefined);

/**
 * The code of every block the document shows, loaded ahead (the route waits for it): a page is
 * rendered whole, never with a block popping in later and pushing what follows down. The same
 * promise for the same document (React's `use` reads it), already fulfilled when nothing loads.
 */
export function preloadBlocks(document: PageDocument): Promise<unknown> {
  let promise = preloads.get(document);
  if (!promise) {
    const loads = document.content.flatMap((block) => {
      const component = BLOCK_COMPONENTS[block.type as BlockType] as
        | Partial<LazyComponent<object>>
        | undefined;
      return component?.preload && !component.loaded ? [component.preload()] : [];
    });
    promise = loads.length === 0 ? READY : settling(Promise.all(loads));
    preloads.set(document, promise);
  }
  return promise;
}

export function renderBlock<K extends BlockType>(type: K, props: BlockPropsByType[K] & { id: string }) {
  const Component = BLOCK_COMPONENTS[type] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Suspense fallback={null}>
      <Component {...(props as unknown as Record<string, unknown>)} />
    </Suspense>
  );
}

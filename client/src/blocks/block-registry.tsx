/**
 * The registry of block components, typed by the props of shared/page-blocks/block-props.ts. The
 * blocks that open a page with its h1 (Hero, BlogPost) are bundled with the renderer; every other
 * block loads on demand, in a chunk of its own (the rarer ones and the schedule's share one each:
 * shared/page-blocks/blocks-loaded-later.ts). A page waits for the code of its first screen's
 * blocks before it shows (`preloadBlocks`), and the BFF names their chunks in its head; the tab's
 * first page loads the rest after the document's load (issue 26, decision 050), and shows them
 * then, below its first screen (page-renderer.tsx), so nothing pops in and pushes the rest down.
 */
import { type ComponentType, Suspense } from 'react';
import type { BlockPropsByType, BlockType } from '#shared/page-blocks/block-props.ts';
import {
  BLOCKS_WITH_THE_PAGE,
  type LaterChunk,
  laterChunkOf,
} from '#shared/page-blocks/blocks-loaded-later.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { afterTheLoad, deferringUntilAfterLoad, holdLaterParts } from '../routing/after-load.ts';
import { loadModule } from '../routing/chunk-reload-guard.ts';
import { firstScreenPending } from '../routing/first-screen.ts';
import { type LazyComponent, lazyComponent } from '../routing/lazy-component.tsx';
import { type Settling, settled, settling } from '../routing/settling.ts';
import { BlogPostBlock } from './blog-post-block.tsx';
import { HeroBlock } from './hero-block.tsx';

export type BlockComponents = { [K in BlockType]: ComponentType<BlockPropsByType[K] & { id: string }> };

const LOADERS = {
  'more-blocks': () => loadModule(() => import('./more-blocks.ts')),
  'schedule-blocks': () => loadModule(() => import('./stops/schedule-blocks.ts')),
  'rich-text': () => loadModule(() => import('./rich-text-block.tsx')),
  'members-grid': () => loadModule(() => import('./members-grid-block.tsx')),
  'blog-list': () => loadModule(() => import('./blog-list-block.tsx')),
  'faq-list': () => loadModule(() => import('./faq-list-block.tsx')),
  'call-to-action': () => loadModule(() => import('./call-to-action-block.tsx')),
  'opening-hours': () => loadModule(() => import('./opening-hours-block.tsx')),
  catering: () => loadModule(() => import('./catering-block.tsx')),
  'social-links': () => loadModule(() => import('./social-links-block.tsx')),
} satisfies Record<LaterChunk, () => Promise<unknown>>;
type Loaded = { [C in LaterChunk]: Awaited<ReturnType<(typeof LOADERS)[C]>> };

/** a block of a chunk loaded later: only the types shared/page-blocks/blocks-loaded-later.ts names, with their chunk */
function later<K extends BlockType, C extends LaterChunk>(
  type: K,
  chunk: C,
  pick: (module: Loaded[C]) => ComponentType<BlockPropsByType[K]>,
) {
  if (laterChunkOf(type) !== chunk) throw new Error(`${type} is not declared as a block of ${chunk}`);
  return lazyComponent(() => LOADERS[chunk]().then((module) => pick(module as Loaded[C])));
}

export const BLOCK_COMPONENTS: BlockComponents = {
  Hero: HeroBlock,
  RichText: later('RichText', 'rich-text', (module) => module.RichTextBlock),
  MembersGrid: later('MembersGrid', 'members-grid', (module) => module.MembersGridBlock),
  BlogList: later('BlogList', 'blog-list', (module) => module.BlogListBlock),
  FaqList: later('FaqList', 'faq-list', (module) => module.FaqListBlock),
  CallToAction: later('CallToAction', 'call-to-action', (module) => module.CallToActionBlock),
  OpeningHours: later('OpeningHours', 'opening-hours', (module) => module.OpeningHoursBlock),
  Image: later('Image', 'more-blocks', (module) => module.ImageBlock),
  Gallery: later('Gallery', 'more-blocks', (module) => module.GalleryBlock),
  Cuisines: later('Cuisines', 'more-blocks', (module) => module.CuisinesBlock),
  Showcases: later('Showcases', 'more-blocks', (module) => module.ShowcasesBlock),
  Catering: later('Catering', 'catering', (module) => module.CateringBlock),
  BlogPost: BlogPostBlock,
  SocialLinks: later('SocialLinks', 'social-links', (module) => module.SocialLinksBlock),
  Video: later('Video', 'more-blocks', (module) => module.VideoBlock),
  TodayStops: later('TodayStops', 'schedule-blocks', (module) => module.TodayStopsBlock),
  WeekStops: later('WeekStops', 'schedule-blocks', (module) => module.WeekStopsBlock),
  NextStops: later('NextStops', 'schedule-blocks', (module) => module.NextStopsBlock),
};

const READY = settled(undefined);

/** the code of these blocks, loaded (already fulfilled when nothing loads) */
function loadBlocks(blocks: readonly { type: string }[]): Settling<unknown> {
  const loads = blocks.flatMap((block) => {
    const component = BLOCK_COMPONENTS[block.type as BlockType] as Partial<LazyComponent<object>> | undefined;
    return component?.preload && !component.loaded ? [component.preload()] : [];
  });
  return loads.length === 0 ? READY : settling(Promise.all(loads));
}

/** Whether the code of every block of `blocks` is in (they render at once). */
export function blocksLoaded(blocks: readonly { type: string }[]): boolean {
  return blocks.every((block) => {
    const component = BLOCK_COMPONENTS[block.type as BlockType] as Partial<LazyComponent<object>> | undefined;
    return component?.loaded !== false;
  });
}

/** The code of every block, loaded (the builder's preview, which may show any block at once). */
export function preloadEveryBlock(): Promise<unknown> {
  return loadBlocks((Object.keys(BLOCK_COMPONENTS) as BlockType[]).map((type) => ({ type })));
}

const preloads = new WeakMap<PageDocument, Promise<unknown>>();
const rests = new WeakMap<PageDocument, Promise<unknown>>();

/**
 * The code of the blocks the document shows in its first commit, loaded ahead (the route waits for
 * it): every block, but on the tab's first page (opened with no anchor, before its first paint)
 * the first BLOCKS_WITH_THE_PAGE, the rest's code loading after the document's load
 * (`restOfBlocks`). The same promise for the same document (React's `use` reads it).
 */
export function preloadBlocks(document: PageDocument): Promise<unknown> {
  let promise = preloads.get(document);
  if (!promise) {
    if (deferringUntilAfterLoad() && firstScreenPending()) {
      promise = loadBlocks(document.content.slice(0, BLOCKS_WITH_THE_PAGE));
      const rest = afterTheLoad().then(() => loadBlocks(document.content));
      rests.set(document, rest);
      // the footer, loaded after the load too, shows with these blocks or after them
      holdLaterParts(rest);
    } else promise = loadBlocks(document.content);
    preloads.set(document, promise);
  }
  return promise;
}

/** The code of every block of the document: after the load for the first page's (preloadBlocks), else at once. */
export function restOfBlocks(document: PageDocument): Promise<unknown> {
  return rests.get(document) ?? loadBlocks(document.content);
}

export function renderBlock<K extends BlockType>(type: K, props: BlockPropsByType[K] & { id: string }) {
  const Component = BLOCK_COMPONENTS[type] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <Suspense fallback={null}>
      <Component {...(props as unknown as Record<string, unknown>)} />
    </Suspense>
  );
}

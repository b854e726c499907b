/**
 * The block types whose components are not in the public bundle, and the chunk each loads with.
 * Only the blocks that open a page with its h1 (Hero, BlogPost: the first block of nearly every
 * page) are bundled; every other block's renderer is a chunk of its own (issue 26, decision 050),
 * so a page's first load holds the code of its first screen's blocks only: the BFF names in the
 * head the chunks of a page's first `BLOCKS_WITH_THE_PAGE` blocks, and the rest load after the
 * document's load. The rarer blocks share one chunk (client/src/blocks/more-blocks.ts), the
 * schedule's blocks another (client/src/blocks/stops/schedule-blocks.ts). The client's block
 * registry makes exactly these lazy.
 */
import type { BlockType } from './block-props.ts';

export type LaterChunk =
  | 'more-blocks'
  | 'schedule-blocks'
  | 'rich-text'
  | 'members-grid'
  | 'blog-list'
  | 'faq-list'
  | 'call-to-action'
  | 'opening-hours'
  | 'catering'
  | 'social-links';

export const BLOCKS_LOADED_LATER: ReadonlyMap<BlockType, LaterChunk> = new Map<BlockType, LaterChunk>([
  ['Image', 'more-blocks'],
  ['Gallery', 'more-blocks'],
  ['Cuisines', 'more-blocks'],
  ['Showcases', 'more-blocks'],
  ['Video', 'more-blocks'],
  ['TodayStops', 'schedule-blocks'],
  ['WeekStops', 'schedule-blocks'],
  ['NextStops', 'schedule-blocks'],
  ['RichText', 'rich-text'],
  ['MembersGrid', 'members-grid'],
  ['BlogList', 'blog-list'],
  ['FaqList', 'faq-list'],
  ['CallToAction', 'call-to-action'],
  ['OpeningHours', 'opening-hours'],
  ['Catering', 'catering'],
  ['SocialLinks', 'social-links'],
]);

/**
 * How many blocks of a page load their code with it, named in its head: on a phone (390 × 844) the
 * first three blocks of every page kind reach past the first screen (two do not on a member's page,
 * 836 px, nor on /catering, 703 px: e2e/public-quality.test.ts measures it). The tab's first page
 * loads the others' code after the document's load and shows them then, below its first screen.
 */
export const BLOCKS_WITH_THE_PAGE = 3;

/** the chunk a block of `type` loads with; undefined: it is in the public bundle */
export function laterChunkOf(type: string): LaterChunk | undefined {
  return BLOCKS_LOADED_LATER.get(type as BlockType);
}

/** the chunks the blocks a page loads with need (its first BLOCKS_WITH_THE_PAGE blocks) */
export function firstScreenChunks(blocks: readonly { type: string }[]): Set<LaterChunk> {
  const chunks = new Set<LaterChunk>();
  for (const block of blocks.slice(0, BLOCKS_WITH_THE_PAGE)) {
    const chunk = laterChunkOf(block.type);
    if (chunk) chunks.add(chunk);
  }
  return chunks;
}

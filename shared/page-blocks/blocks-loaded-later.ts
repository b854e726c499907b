/**
 * The block types whose components are not in the public bundle, and the chunk each loads with:
 * the rarer blocks share one (client/src/blocks/more-blocks.ts), the schedule's blocks another
 * (client/src/blocks/stops/schedule-blocks.ts: a page of cuisines has no use for a truck's stops,
 * nor a home page with "Today" for a gallery's code). A chunk loads with the first page showing one
 * of its blocks. The client's block registry makes exactly these lazy; the BFF preloads their
 * chunk in the HTML of a page that has one, so it downloads beside the bundle instead of after it
 * has run.
 */
import type { BlockType } from './block-props.ts';

export type LaterChunk = 'more-blocks' | 'schedule-blocks';

export const BLOCKS_LOADED_LATER: ReadonlyMap<BlockType, LaterChunk> = new Map<BlockType, LaterChunk>([
  ['Image', 'more-blocks'],
  ['Gallery', 'more-blocks'],
  ['Cuisines', 'more-blocks'],
  ['Showcases', 'more-blocks'],
  ['Video', 'more-blocks'],
  ['TodayStops', 'schedule-blocks'],
  ['WeekStops', 'schedule-blocks'],
  ['NextStops', 'schedule-blocks'],
]);

/** the chunk a block of `type` loads with; undefined: it is in the public bundle */
export function laterChunkOf(type: string): LaterChunk | undefined {
  return BLOCKS_LOADED_LATER.get(type as BlockType);
}

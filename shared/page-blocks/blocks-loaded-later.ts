/**
 * The block types whose components are not in the public bundle: they share one chunk
 * (client/src/blocks/more-blocks.ts) that loads with the first page showing one of them. The
 * client's block registry makes exactly these lazy; the BFF preloads their chunk in the HTML of a
 * page that has one, so it downloads beside the bundle instead of after it has run.
 */
import type { BlockType } from './block-props.ts';

export const BLOCKS_LOADED_LATER: ReadonlySet<BlockType> = new Set<BlockType>([
  'Image',
  'Gallery',
  'Cuisines',
  'Showcases',
  'Video',
]);

export function isBlockLoadedLater(type: string): boolean {
  return BLOCKS_LOADED_LATER.has(type as BlockType);
}

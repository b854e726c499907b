/**
 * The default props of each block (declared in its folder, `<block>/props.ts`): what a new block
 * starts with and what a missing or unreadable prop reads as. Renderer-safe (block-data.ts), so the
 * public renderer reads the defaults without the editor's field declarations or the API's schemas.
 */
import { BLOCK_DATA } from './block-data.ts';
import type { BlockPropsByType, BlockType, CommonBlockProps } from './block-props.ts';

/** The defaults of the props every block has (block-props.ts CommonBlockProps). */
export const BLOCK_COMMON_DEFAULT_PROPS: CommonBlockProps = { anchor: '' };

export const BLOCK_DEFAULT_PROPS: { [K in BlockType]: BlockPropsByType[K] } = /* @__PURE__ */ (() =>
  Object.fromEntries(Object.entries(BLOCK_DATA).map(([type, block]) => [type, block.defaultProps])) as {
    [K in BlockType]: BlockPropsByType[K];
  })();

export const BLOCK_TYPES = Object.keys(BLOCK_DATA) as BlockType[];

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(BLOCK_DATA, type);
}

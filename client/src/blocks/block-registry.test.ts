import { describe, expect, it } from 'vitest';
import type { BlockType } from '#shared/page-blocks/block-props.ts';
import { BLOCKS_LOADED_LATER } from '#shared/page-blocks/blocks-loaded-later.ts';
import { BLOCK_COMPONENTS } from './block-registry.tsx';

describe('the block registry', () => {
  it('loads later exactly the block types the BFF preloads a chunk for', () => {
    const lazy = (Object.keys(BLOCK_COMPONENTS) as BlockType[]).filter(
      (type) => typeof (BLOCK_COMPONENTS[type] as { preload?: unknown }).preload === 'function',
    );
    expect(new Set(lazy)).toEqual(new Set(BLOCKS_LOADED_LATER.keys()));
  });
});

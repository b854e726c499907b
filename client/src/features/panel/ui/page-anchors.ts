/**
 * The anchors a link to a page may name (shared/page-blocks/block-anchors.ts): the blocks of its
 * live body that have one, in page order, each called by its title or else by its kind of block —
 * what the link pickers of the menus and the builder offer once a page is chosen.
 */
import { publishedPostsPath } from '#shared/initial-site.ts';
import { anchoredBlocks } from '#shared/page-blocks/anchored-blocks.ts';
import { isBlockAnchor } from '#shared/page-blocks/block-anchors.ts';
import { PAGE_BLOCKS } from '#shared/page-blocks/block-declarations.ts';
import { isBlockType } from '#shared/page-blocks/block-defaults.ts';

/** The pages a link may name, with their bodies: the anchors come from them. */
export const LINKABLE_PAGES_PATH = publishedPostsPath({ limit: 500, withBodies: true });

export interface AnchorChoice {
  anchor: string;
  label: string;
}

export function anchorChoices(document: unknown): AnchorChoice[] {
  return anchoredBlocks(document)
    .filter((block) => isBlockAnchor(block.anchor))
    .map((block) => ({
      anchor: block.anchor,
      label: block.title || (isBlockType(block.type) ? PAGE_BLOCKS[block.type].label : block.type),
    }));
}

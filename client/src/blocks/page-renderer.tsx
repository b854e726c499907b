/**
 * The light renderer of the page-builder document: each block of `content` is looked up in the
 * registry (typed by shared/page-blocks/block-props.ts) and rendered with its normalised props.
 * Unknown block types are skipped: the API stores declared blocks only, but older bodies may hold others.
 * A block with an anchor is rendered in an element with that id (shared/page-blocks/block-anchors.ts),
 * so `/about#menu` opens the page at it. The tab's first page commits the blocks of its first
 * screen alone, the rest after they are painted (routing/first-screen.ts); the blocks past the
 * first BLOCKS_WITH_THE_PAGE once their code is in: on the first page opened with no anchor, after
 * the document's load (block-registry.tsx). They only add content below the first screen; the
 * footer waits for them (routing/after-load.ts).
 */

import { memo, useEffect, useState } from 'react';
import { isBlockAnchor } from '#shared/page-blocks/block-anchors.ts';
import { isBlockType } from '#shared/page-blocks/block-defaults.ts';
import { BLOCKS_WITH_THE_PAGE } from '#shared/page-blocks/blocks-loaded-later.ts';
import { normalizeBlockProps } from '#shared/page-blocks/normalize-block-props.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import { FIRST_SCREEN_BLOCKS, useFirstScreenOnly } from '../routing/first-screen.ts';
import { BlockPositionContext } from './block-context.ts';
import { blocksLoaded, renderBlock, restOfBlocks } from './block-registry.tsx';

/** Blocks that open with the page's own h1. */
const TITLE_BLOCKS = new Set(['Hero', 'BlogPost']);

export function documentHasTitleBlock(document: { content: readonly { type: string }[] }): boolean {
  const first = document.content[0];
  return first !== undefined && TITLE_BLOCKS.has(first.type);
}

/** Whether the code of every block of the document is in: once it is, after loading it if needed. */
function useEveryBlockLoaded(document: PageDocument): boolean {
  const [loadedFor, setLoadedFor] = useState<PageDocument | undefined>(undefined);
  const loaded = loadedFor === document || blocksLoaded(document.content);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    restOfBlocks(document).then(
      () => {
        if (live) setLoadedFor(document);
      },
      // a stale chunk reloads the page (chunk-reload-guard.ts); any other failure leaves the blocks out
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [document, loaded]);
  return loaded;
}

export function PageRenderer({ document }: { document: PageDocument }) {
  const firstScreenOnly = useFirstScreenOnly();
  const everyBlockLoaded = useEveryBlockLoaded(document);
  const blocks = firstScreenOnly
    ? document.content.slice(0, FIRST_SCREEN_BLOCKS)
    : everyBlockLoaded
      ? document.content
      : document.content.slice(0, BLOCKS_WITH_THE_PAGE);
  return (
    <>
      {blocks.map((block, index) => (
        <PageBlock key={blockKey(block, index)} block={block} index={index} />
      ))}
    </>
  );
}

type Block = PageDocument['content'][number];

/** the block's id as its props read it (normalizeBlockProps), else its type and place */
function blockKey(block: Block, index: number): string {
  return String(block.props.id ?? '') || `${block.type}-${index}`;
}

/**
 * One block. Memoised on the document's own block object: when the later blocks come in (after
 * the first paint, after the load) the blocks above are not rendered again, so a block already
 * shown keeps its DOM whatever a new render of it would read (decision 050: the members grid
 * once fell back to its skeleton there, under a visitor's tap).
 */
const PageBlock = memo(function PageBlock({ block, index }: { block: Block; index: number }) {
  if (!isBlockType(block.type)) return null;
  const props = normalizeBlockProps(block.type, block.props);
  const rendered = renderBlock(block.type, props);
  return (
    <BlockPositionContext value={{ index }}>
      {isBlockAnchor(props.anchor) ? (
        <div id={props.anchor} className="block-anchor">
          {rendered}
        </div>
      ) : (
        rendered
      )}
    </BlockPositionContext>
  );
});

/**
 * The blocks of a page's document that have an anchor (block-anchors.ts), and what is wrong with
 * them: for the API's check of a body and the panel's link pickers, never the public renderer (a
 * module of its own so that it stays out of a visitor's first load, decision 047).
 */
import { isPlainRecord } from '../plain-record.ts';
import { anchorProblem } from './block-anchors.ts';

/** A block of a document with an anchor: where it is (`content.2`, `zones.{zone}.0`) and its type. */
export interface AnchoredBlock {
  anchor: string;
  type: string;
  /** its title prop, when it has one (what a link picker calls it) */
  title: string;
  path: string;
}

function anchoredIn(blocks: unknown, at: string): AnchoredBlock[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block, index) => {
    if (!isPlainRecord(block) || !isPlainRecord(block.props)) return [];
    const { anchor, title } = block.props;
    if (typeof anchor !== 'string' || anchor === '') return [];
    return [
      {
        anchor,
        type: String(block.type),
        title: typeof title === 'string' ? title.trim() : '',
        path: `${at}.${index}`,
      },
    ];
  });
}

/**
 * The blocks of a document that have an anchor, in page order. `withZones`: the blocks of drop
 * zones too (every id of the body must be unique; the public page shows `content` only).
 */
export function anchoredBlocks(document: unknown, withZones = false): AnchoredBlock[] {
  if (!isPlainRecord(document)) return [];
  const found = anchoredIn(document.content, 'content');
  if (withZones && isPlainRecord(document.zones)) {
    for (const [zone, blocks] of Object.entries(document.zones))
      found.push(...anchoredIn(blocks, `zones.${zone}`));
  }
  return found;
}

/**
 * What is wrong with the anchors of a body, as one message about the first problem; undefined
 * when they are fine: each a usable id (anchorProblem), each on one block only.
 */
export function documentAnchorProblem(document: unknown): string | undefined {
  const seen = new Set<string>();
  for (const block of anchoredBlocks(document, true)) {
    const problem = anchorProblem(block.anchor);
    if (problem) return `has a block (${block.path}) whose anchor cannot be used: ${problem}`;
    const key = block.anchor.toLowerCase();
    if (seen.has(key))
      return `has the anchor "${block.anchor}" on two blocks: each anchor names one block of the page`;
    seen.add(key);
  }
  return undefined;
}

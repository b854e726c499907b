/**
 * A block's anchor: the optional `anchor` prop every block has (block-declarations.ts adds its
 * field to each), rendered as the id of the block's element on the public page, so that
 * `/about#menu` opens the about page at that block (the router scrolls to a hash, docs/product.md).
 * An anchor is an HTML id a link can name: a letter, then letters, digits, `-` and `_`, at most
 * BLOCK_ANCHOR_MAX_LENGTH; not an id the page itself uses; and one block's only on its page. The
 * API refuses a body that breaks this (shared/schemas/page-document.ts), the builder says why as
 * it is typed, and the link pickers offer a page's anchors after the page. No TypeBox here: the
 * public renderer and the panel import it. Only what the public renderer needs is here (it is in
 * every visitor's first load): a document's anchored blocks are anchored-blocks.ts, links to an
 * anchor anchor-links.ts (decision 047).
 */

export const BLOCK_ANCHOR_MAX_LENGTH = 64;
const ANCHOR = new RegExp(`^[A-Za-z][A-Za-z0-9_-]{0,${BLOCK_ANCHOR_MAX_LENGTH - 1}}$`);

/** Ids the public page gives elements of its own (the shell, the catering form's link target). */
export const PAGE_OWN_IDS: readonly string[] = ['main', 'root', 'initial-site', 'catering-request'];

/** Why an anchor cannot be used, in words for the person typing it; undefined when it can. */
export function anchorProblem(anchor: string): string | undefined {
  if (anchor === '') return undefined;
  if (!ANCHOR.test(anchor)) {
    return `Start with a letter, then letters, digits, - or _ only (no spaces), at most ${BLOCK_ANCHOR_MAX_LENGTH}`;
  }
  if (PAGE_OWN_IDS.includes(anchor.toLowerCase())) return `"${anchor}" is an id the page itself uses`;
  return undefined;
}

export function isBlockAnchor(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && anchorProblem(value) === undefined;
}

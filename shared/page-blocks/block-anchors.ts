/**
 * A block's anchor: the optional `anchor` prop every block has (block-declarations.ts adds its
 * field to each), rendered as the id of the block's element on the public page, so that
 * `/about#menu` opens the about page at that block (the router scrolls to a hash, docs/product.md).
 * An anchor is an HTML id a link can name: a letter, then letters, digits, `-` and `_`, at most
 * BLOCK_ANCHOR_MAX_LENGTH; not an id the page itself uses; and one block's only on its page. The
 * API refuses a body that breaks this (shared/schemas/page-document.ts), the builder says why as
 * it is typed, and the link pickers offer a page's anchors after the page. No TypeBox here: the
 * public renderer and the panel import it.
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

/** A block of a document with an anchor: where it is (`content.2`, `zones.{zone}.0`) and its type. */
export interface AnchoredBlock {
  anchor: string;
  type: string;
  /** its title prop, when it has one (what a link picker calls it) */
  title: string;
  path: string;
}

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function anchoredIn(blocks: unknown, at: string): AnchoredBlock[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block, index) => {
    if (!isRecord(block) || !isRecord(block.props)) return [];
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
  if (!isRecord(document)) return [];
  const found = anchoredIn(document.content, 'content');
  if (withZones && isRecord(document.zones)) {
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

/** A link to a page, or to one of its blocks: `/about` + `menu` → `/about#menu`. */
export function linkToAnchor(path: string, anchor: string | null | undefined): string {
  return anchor ? `${path}#${anchor}` : path;
}

/** A link's page and anchor: `/about#menu` → `{path: '/about', anchor: 'menu'}`. */
export function splitAnchor(url: string): { path: string; anchor: string } {
  const hash = url.indexOf('#');
  return hash < 0 ? { path: url, anchor: '' } : { path: url.slice(0, hash), anchor: url.slice(hash + 1) };
}

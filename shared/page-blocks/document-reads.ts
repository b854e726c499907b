/**
 * The reads of the blocks of a page-builder document: every block of a declared type, in `content`
 * and in its zones, read with its props as the renderer reads them (normalize-block-props.ts) and
 * asked for the reads those props make (`reads(props)`, block-data.ts). The BFF inlines these into
 * a page's first paint (server/pages/block-reads.ts); the renderers read the same paths as their
 * SWR keys, and client/src/blocks/declared-reads.test.tsx holds the two together.
 */
import { BLOCK_DATA } from './block-data.ts';
import { isBlockType } from './block-defaults.ts';
import { readPaths } from './block-reads.ts';
import { normalizeBlockProps } from './normalize-block-props.ts';

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
}

/** Every block of a stored document, in `content` and in its zones, as `{type, props}`. */
export function documentBlocks(body: unknown): Array<{ type: string; props: unknown }> {
  const document = record(body);
  const lists = [document.content, ...Object.values(record(document.zones))];
  return lists.flatMap((list) =>
    Array.isArray(list)
      ? list.flatMap((block) => {
          const { type, props } = record(block);
          return typeof type === 'string' ? [{ type, props }] : [];
        })
      : [],
  );
}

/** The reads one stored block makes (none for a type no block declares). */
export function blockReads(type: string, props: unknown): string[] {
  if (!isBlockType(type)) return [];
  const reads = BLOCK_DATA[type].reads as (props: unknown) => Parameters<typeof readPaths>[0];
  return readPaths(reads(normalizeBlockProps(type, record(props))));
}

/** The reads of every block of a stored document, each once, in the order of the blocks. */
export function documentReads(body: unknown): string[] {
  return [...new Set(documentBlocks(body).flatMap((block) => blockReads(block.type, block.props)))];
}

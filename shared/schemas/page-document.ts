import Type, { type Static } from 'typebox';
import { exceedsJsonBounds } from '../json-bounds.ts';
import { PAGE_DOCUMENT_MAX_DEPTH, PAGE_DOCUMENT_MAX_NODES } from '../limits.ts';
import { CLOSED } from './common.ts';

/**
 * The post body: the page-builder document (DESIGN.md), the data shape of the Puck editor:
 * `{root: {props}, content: [{type, props: {id, …}}], zones}`. Media appear only as ids.
 * A block's props are its type's fields (shared/page-blocks.ts), so they stay open; the document
 * as a whole is bounded: at most PAGE_DOCUMENT_MAX_DEPTH deep and PAGE_DOCUMENT_MAX_NODES nodes
 * (shared/limits.ts), measured without recursion.
 */
export const BlockSchema = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 100 }),
    props: Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: true }),
  },
  CLOSED,
);
export type Block = Static<typeof BlockSchema> & { props: Record<string, unknown> & { id: string } };

const PAGE_DOCUMENT_BOUNDS = { maxDepth: PAGE_DOCUMENT_MAX_DEPTH, maxNodes: PAGE_DOCUMENT_MAX_NODES };

/** Why a document is out of bounds, as a field message; undefined when it is within them. */
export function pageDocumentBoundsError(document: unknown): string | undefined {
  const exceeded = exceedsJsonBounds(document, PAGE_DOCUMENT_BOUNDS);
  if (exceeded === 'depth') return `is nested more than ${PAGE_DOCUMENT_MAX_DEPTH} levels deep`;
  if (exceeded === 'nodes') return `has more than ${PAGE_DOCUMENT_MAX_NODES} parts`;
  return undefined;
}

export const PageDocumentSchema = Type.Refine(
  Type.Object(
    {
      root: Type.Object({ props: Type.Record(Type.String(), Type.Unknown()) }, CLOSED),
      content: Type.Array(BlockSchema),
      zones: Type.Record(Type.String(), Type.Array(BlockSchema)),
    },
    CLOSED,
  ),
  (document) => pageDocumentBoundsError(document) === undefined,
  (document) => pageDocumentBoundsError(document) ?? 'is invalid',
);
export interface PageDocument {
  root: { props: Record<string, unknown> };
  content: Block[];
  zones: Record<string, Block[]>;
}

export function emptyPageDocument(): PageDocument {
  return { root: { props: {} }, content: [], zones: {} };
}

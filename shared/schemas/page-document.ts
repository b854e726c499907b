import Type, { type Static, type TSchema } from 'typebox';
import { exceedsJsonBounds } from '../json-bounds.ts';
import { PAGE_DOCUMENT_MAX_DEPTH, PAGE_DOCUMENT_MAX_NODES } from '../limits.ts';
import { documentAnchorProblem } from '../page-blocks/anchored-blocks.ts';
import { BlockIdSchema, DeclaredBlockSchema } from '../page-blocks/block-schemas.ts';
import { CLOSED } from './common.ts';

/**
 * The post body: the page-builder document (docs/architecture.md#blocks), the data shape of the Puck editor:
 * `{root: {props}, content: [{type, props: {id, …}}], zones}`, where `zones` holds the blocks of
 * each drop zone of a block (`"{block id}:{zone}"`). Media appear only as ids.
 *
 * Two schemas, one shape:
 * - `PageDocumentBodySchema`, what the API stores: every block, in `content` and in every zone,
 *   is a declared block with its type's props (shared/page-blocks/block-schemas.ts), so an
 *   unknown type or a wrong prop is a 400 at its path (`post_body.content.2.props.title`);
 * - `PageDocumentSchema`, what the API answers and the client reads: any block type and props,
 *   as older bodies hold them; the renderer skips unknown types and normalises props.
 * Both are bounded: at most PAGE_DOCUMENT_MAX_DEPTH deep and PAGE_DOCUMENT_MAX_NODES nodes
 * (shared/limits.ts), measured without recursion. What is stored has each block anchor once
 * (shared/page-blocks/block-anchors.ts): a 400 at `post_body` says which.
 */
export const BlockSchema = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 100 }),
    props: Type.Object({ id: BlockIdSchema }, { additionalProperties: true }),
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

/**
 * Why a document to store is refused as a whole, as a field message: out of bounds (checked first,
 * so no walk goes through a huge one), or an anchor that is no usable id or is on two blocks
 * (shared/page-blocks/block-anchors.ts); undefined when it is fine.
 */
export function pageDocumentBodyError(document: unknown): string | undefined {
  return pageDocumentBoundsError(document) ?? documentAnchorProblem(document);
}

function boundedDocument<T extends TSchema>(block: T, check = pageDocumentBoundsError) {
  return Type.Refine(
    Type.Object(
      {
        root: Type.Object({ props: Type.Record(Type.String(), Type.Unknown()) }, CLOSED),
        content: Type.Array(block),
        zones: Type.Record(Type.String(), Type.Array(block)),
      },
      CLOSED,
    ),
    (document) => check(document) === undefined,
    (document) => check(document) ?? 'is invalid',
  );
}

/** A page document as read: blocks of any type with any props (see above). */
export const PageDocumentSchema = boundedDocument(BlockSchema);

/** A page document as written: declared blocks only, each with its type's props (see above). */
export const PageDocumentBodySchema = Type.Unsafe<PageDocument>(
  boundedDocument(DeclaredBlockSchema, pageDocumentBodyError),
);

export interface PageDocument {
  root: { props: Record<string, unknown> };
  content: Block[];
  zones: Record<string, Block[]>;
}

export function emptyPageDocument(): PageDocument {
  return { root: { props: {} }, content: [], zones: {} };
}

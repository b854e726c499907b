import Type, { type Static } from 'typebox';

/**
 * The post body: the page-builder document (DESIGN.md), the data shape of the Puck editor:
 * `{root: {props}, content: [{type, props: {id, …}}], zones}`. Media appear only as ids.
 */
export const BlockSchema = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 100 }),
  props: Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: true }),
});
export type Block = Static<typeof BlockSchema> & { props: Record<string, unknown> & { id: string } };

export const PageDocumentSchema = Type.Object({
  root: Type.Object({ props: Type.Record(Type.String(), Type.Unknown()) }),
  content: Type.Array(BlockSchema),
  zones: Type.Record(Type.String(), Type.Array(BlockSchema)),
});
export interface PageDocument {
  root: { props: Record<string, unknown> };
  content: Block[];
  zones: Record<string, Block[]>;
}

export function emptyPageDocument(): PageDocument {
  return { root: { props: {} }, content: [], zones: {} };
}

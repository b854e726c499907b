import Type, { type Static } from 'typebox';

/**
 * `GET /api/docs`: the OpenAPI 3.1 document of the content API. Only its frame is declared; the
 * rest (operations, schemas) is the document's own and passes through whole.
 */
export const OpenApiDocumentSchema = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
    paths: Type.Record(Type.String(), Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: true },
);
export type OpenApiDocument = Static<typeof OpenApiDocumentSchema>;

/**
 * `GET /api/docs` → the OpenAPI document of the API (JSON), generated from the routes' schemas
 * (api/openapi/openapi-document.ts). Staff only, from editor up: it describes the calls the panel
 * makes, which every staff role uses; it holds no data and no secret, but visitors have no use
 * for it and it would map the API for anyone probing it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { type OpenApiDocument, OpenApiDocumentSchema } from '#shared/schemas/api-docs.ts';
import { replies } from '../replies/reply-schemas.ts';

const apiDocsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.docs,
    { config: { access: 'editor' }, schema: { response: replies({ 200: OpenApiDocumentSchema }) } },
    async () => app.swagger() as unknown as OpenApiDocument,
  );
};

export default apiDocsRoute;

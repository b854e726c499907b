/**
 * Preview links (issue 10): staff make a private, expiring link to a post (`POST
 * /api/posts/{id}/preview-link`); anyone holding it reads that post — its draft body when the
 * builder has one — on its public url, even unpublished (`GET /api/posts/preview?token=`, public,
 * answered `noindex`). A link of another site, a changed or expired one, or one of a post since
 * deleted is simply not found.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import { PreviewLinkSchema, PreviewQuerySchema } from '#shared/schemas/posts.ts';
import { notFound } from '../../errors/http-error.ts';
import { postOrNotFound } from '../../posts/post-or-not-found.ts';
import { rowToPost } from '../../posts/post-rows.ts';
import { createPreviewToken, PREVIEW_LINK_HOURS, readPreviewToken } from '../../posts/preview-tokens.ts';
import { replies } from '../../replies/reply-schemas.ts';

const { item: PostSchema } = collectionNamed('posts').schemas;

const NOT_VALID = 'This preview link is not valid any more';

const postPreviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.apiConfig.jwtSecret;

  app.post(
    API.posts.previewLink(':id'),
    {
      config: { access: 'editor' },
      schema: { params: IdParamsSchema, response: replies({ 200: DataEnvelope(PreviewLinkSchema) }) },
    },
    async (request) => {
      const post = await postOrNotFound(app.stores.posts, request.apiSite.id, request.params.id);
      const expiresAt = Math.floor(Date.now() / 1000) + PREVIEW_LINK_HOURS * 3600;
      const token = createPreviewToken(secret, { postId: post.id, domainId: post.domain_id, expiresAt });
      return {
        data: {
          token,
          path: `${post.url}?preview=${token}`,
          expires_at: new Date(expiresAt * 1000).toISOString(),
        },
      };
    },
  );

  app.get(
    API.posts.preview,
    {
      config: { access: 'public', audit: false },
      schema: { querystring: PreviewQuerySchema, response: replies({ 200: DataEnvelope(PostSchema) }) },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      reply.header('cache-control', 'private, no-store');
      const claims = readPreviewToken(secret, request.query.token);
      if (!claims || claims.domainId !== request.apiSite.id) throw notFound(NOT_VALID);
      const row = await app.stores.posts.find(request.apiSite.id, claims.postId);
      if (!row || row.deleted_at !== null) throw notFound(NOT_VALID);
      const draft = await app.stores.drafts.find(row.id);
      return { data: rowToPost(draft ? { ...row, post_body: draft.post_body } : row) };
    },
  );
};

export default postPreviewRoutes;

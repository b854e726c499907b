/**
 * Order, status, soft delete, restore and permanent delete of a post (docs/product.md#api, `{data}` answers).
 * A post set from draft to published goes live with its builder draft (docs/decisions/034).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import { PostOrderBodySchema, PostStatusBodySchema } from '#shared/schemas/posts.ts';
import { putDraftLive } from '../../posts/draft-publication.ts';
import { postOrNotFound } from '../../posts/post-or-not-found.ts';
import { removeMemberFromErrorPage } from '../../posts/post-references.ts';
import { rowToPost } from '../../posts/post-rows.ts';
import { ANSWER_DELETED, replies } from '../../replies/reply-schemas.ts';

const { item: PostSchema } = collectionNamed('posts').schemas;

/** Each call answers the post as it is now, `{data: post}` (docs/product.md#api). */
const POST = replies({ 200: DataEnvelope(PostSchema) });
const BY_ID_CHANGE = { params: IdParamsSchema, response: POST };

const postLifecycleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };
  const posts = app.stores.posts;
  const reload = async (domainId: number, id: number) => rowToPost(await postOrNotFound(posts, domainId, id));

  app.patch(
    API.posts.order(':id'),
    { config, schema: { params: IdParamsSchema, body: PostOrderBodySchema, response: POST } },
    async (request) => {
      const post = await postOrNotFound(posts, request.apiSite.id, request.params.id);
      await posts.move(post, request.body.position);
      return { data: await reload(post.domain_id, post.id) };
    },
  );

  app.put(
    API.posts.status(':id'),
    { config, schema: { params: IdParamsSchema, body: PostStatusBodySchema, response: POST } },
    async (request) => {
      return app.stores.withTransaction(async (stores) => {
        const post = await postOrNotFound(stores.posts, request.apiSite.id, request.params.id);
        const row = await stores.posts.update(post.id, { post_status_id: request.body.post_status_id });
        // going live takes what was built for it (docs/decisions/034)
        const goesLive =
          post.post_status_id !== POST_STATUS.published && row.post_status_id === POST_STATUS.published;
        const withDraft = goesLive ? await putDraftLive(stores, post.id) : undefined;
        await stores.revisions.record(
          withDraft ?? row,
          request.apiSession?.userId ?? null,
          withDraft ? 'body' : 'status',
        );
        return { data: rowToPost(withDraft ?? row) };
      });
    },
  );

  app.delete(API.posts.one(':id'), { config, schema: BY_ID_CHANGE }, async (request) => {
    const post = await postOrNotFound(posts, request.apiSite.id, request.params.id);
    if (post.deleted_at === null) await posts.moveToTrash(post.id);
    return { data: await reload(post.domain_id, post.id) };
  });

  app.put(API.posts.restore(':id'), { config, schema: BY_ID_CHANGE }, async (request) => {
    const post = await postOrNotFound(posts, request.apiSite.id, request.params.id);
    if (post.deleted_at !== null) await posts.restore(post);
    return { data: await reload(post.domain_id, post.id) };
  });

  app.delete(
    API.posts.permanently(':id'),
    { config, schema: { params: IdParamsSchema, response: ANSWER_DELETED } },
    async (request) => {
      const post = await postOrNotFound(posts, request.apiSite.id, request.params.id);
      await posts.deletePermanently(post.id);
      await removeMemberFromErrorPage(app.stores.settings, post.domain_id, post.id);
      return { data: { id: post.id } };
    },
  );
};

export default postLifecycleRoutes;

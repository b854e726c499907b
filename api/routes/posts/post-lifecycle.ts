/**
 * Order, status, soft delete, restore and permanent delete of a post (spec §7, `{data}` answers).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { PostOrderBodySchema, PostStatusBodySchema } from '#shared/schemas/posts.ts';
import { nowTimestamp } from '../../db/timestamps.ts';
import { removeMemberFromErrorPage } from '../../posts/post-references.ts';
import { rowToPost } from '../../posts/post-rows.ts';
import { findPostRow, movePost, nextPosition } from '../../posts/post-store.ts';

const postLifecycleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };
  const reload = async (domainId: number, id: number) => rowToPost(await findPostRow(app.db, domainId, id));

  app.patch(
    API.posts.order(':id'),
    { config, schema: { params: IdParamsSchema, body: PostOrderBodySchema } },
    async (request) => {
      const post = await findPostRow(app.db, request.apiSite.id, request.params.id);
      await movePost(app.db, post, request.body.position);
      return { data: await reload(post.domain_id, post.id) };
    },
  );

  app.put(
    API.posts.status(':id'),
    { config, schema: { params: IdParamsSchema, body: PostStatusBodySchema } },
    async (request) => {
      const post = await findPostRow(app.db, request.apiSite.id, request.params.id);
      await app.db
        .updateTable('posts')
        .set({ post_status_id: request.body.post_status_id, updated_at: nowTimestamp() })
        .where('id', '=', post.id)
        .execute();
      return { data: await reload(post.domain_id, post.id) };
    },
  );

  app.delete(API.posts.one(':id'), { config, schema: { params: IdParamsSchema } }, async (request) => {
    const post = await findPostRow(app.db, request.apiSite.id, request.params.id);
    if (post.deleted_at === null) {
      const now = nowTimestamp();
      await app.db
        .updateTable('posts')
        .set({ deleted_at: now, updated_at: now })
        .where('id', '=', post.id)
        .execute();
    }
    return { data: await reload(post.domain_id, post.id) };
  });

  app.put(API.posts.restore(':id'), { config, schema: { params: IdParamsSchema } }, async (request) => {
    const post = await findPostRow(app.db, request.apiSite.id, request.params.id);
    if (post.deleted_at !== null) {
      await app.db
        .updateTable('posts')
        .set({
          deleted_at: null,
          position: await nextPosition(app.db, post.domain_id, post.post_type_id),
          updated_at: nowTimestamp(),
        })
        .where('id', '=', post.id)
        .execute();
    }
    return { data: await reload(post.domain_id, post.id) };
  });

  app.delete(
    API.posts.permanently(':id'),
    { config, schema: { params: IdParamsSchema } },
    async (request) => {
      const post = await findPostRow(app.db, request.apiSite.id, request.params.id);
      await app.db.deleteFrom('posts').where('id', '=', post.id).execute();
      await removeMemberFromErrorPage(app.db, post.domain_id, post.id);
      return { data: { id: post.id } };
    },
  );
};

export default postLifecycleRoutes;

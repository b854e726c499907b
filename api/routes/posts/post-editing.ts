/**
 * Staff post calls, one generic set for the six post types of shared/ids/post-types.ts:
 * create, read, type group, body, data (spec §7, bare answers).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { postTypeById } from '#shared/ids/post-types.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { emptyPageDocument } from '#shared/schemas/page-document.ts';
import { PostBodyUpdateSchema, PostCreateBodySchema, PostDataUpdateSchema } from '#shared/schemas/posts.ts';
import { nowTimestamp } from '../../db/timestamps.ts';
import { notFound } from '../../errors/http-error.ts';
import { requireChanges } from '../../errors/require-changes.ts';
import { storedAttributes, storedExternalData, storedPostBody } from '../../posts/post-fields.ts';
import { flag, rowToPost } from '../../posts/post-rows.ts';
import {
  assertCuisineTagsExist,
  assertMediaSlots,
  assertUrlFree,
  findPostRow,
  nextPosition,
} from '../../posts/post-store.ts';

const postEditingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };

  app.post(API.posts.create, { config, schema: { body: PostCreateBodySchema } }, async (request, reply) => {
    const domainId = request.apiSite.id;
    const body = request.body;
    await assertUrlFree(app.db, domainId, body.url);
    await assertCuisineTagsExist(app.db, domainId, body.external_data?.cuisines);
    await assertMediaSlots(app.db, domainId, body.post_type_id, body.media);
    const now = nowTimestamp();
    const row = await app.db
      .insertInto('posts')
      .values({
        domain_id: domainId,
        public_id: randomUUID(),
        post_type_id: body.post_type_id,
        post_status_id: body.post_status_id,
        url: body.url,
        title: body.title.trim(),
        attributes: JSON.stringify(storedAttributes({}, body.attributes)),
        media: JSON.stringify(body.media ?? {}),
        external_data: JSON.stringify(storedExternalData(body.external_data ?? {})),
        post_body: JSON.stringify(storedPostBody(body.post_body ?? emptyPageDocument())),
        no_index: flag(body.no_index ?? false),
        no_follow: flag(body.no_follow ?? false),
        show_in_sitemap: flag(body.show_in_sitemap ?? true),
        position: await nextPosition(app.db, domainId, body.post_type_id),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    reply.code(201);
    return rowToPost(row);
  });

  app.get(API.posts.one(':id'), { config, schema: { params: IdParamsSchema } }, async (request) =>
    rowToPost(await findPostRow(app.db, request.apiSite.id, request.params.id)),
  );

  app.get(API.posts.typeGroup(':id'), { config, schema: { params: IdParamsSchema } }, async (request) => {
    const post = await findPostRow(app.db, request.apiSite.id, request.params.id);
    const type = postTypeById(post.post_type_id);
    if (!type) throw notFound('Unknown post type');
    const posts = await app.db
      .selectFrom('posts')
      .select(['id', 'public_id', 'title', 'url', 'post_status_id', 'position'])
      .where('domain_id', '=', post.domain_id)
      .where('post_type_id', '=', post.post_type_id)
      .where('deleted_at', 'is', null)
      .orderBy('position')
      .execute();
    return {
      id: post.id,
      post_type_id: post.post_type_id,
      type: {
        id: type.id,
        key: type.key,
        label: type.label,
        plural: type.plural,
        panelSegment: type.panelSegment,
      },
      posts: posts.map(({ public_id, ...rest }) => ({ ...rest, _id: public_id })),
    };
  });

  app.put(
    API.posts.body(':id'),
    { config, schema: { params: IdParamsSchema, body: PostBodyUpdateSchema } },
    async (request) => {
      const post = await findPostRow(app.db, request.apiSite.id, request.params.id);
      const row = await app.db
        .updateTable('posts')
        .set({
          post_body: JSON.stringify(storedPostBody(request.body.post_body)),
          ...(request.body.post_status_id === undefined
            ? {}
            : { post_status_id: request.body.post_status_id }),
          updated_at: nowTimestamp(),
        })
        .where('id', '=', post.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return rowToPost(row);
    },
  );

  app.put(
    API.posts.data(':id'),
    { config, schema: { params: IdParamsSchema, body: PostDataUpdateSchema } },
    async (request) => {
      const domainId = request.apiSite.id;
      const body = request.body;
      const changes = requireChanges({
        post_status_id: body.post_status_id,
        url: body.url,
        title: body.title?.trim(),
        no_index: body.no_index === undefined ? undefined : flag(body.no_index),
        no_follow: body.no_follow === undefined ? undefined : flag(body.no_follow),
        show_in_sitemap: body.show_in_sitemap === undefined ? undefined : flag(body.show_in_sitemap),
        attributes: body.attributes,
        media: body.media,
        external_data: body.external_data,
      });
      const post = await findPostRow(app.db, domainId, request.params.id);
      if (body.url !== undefined) await assertUrlFree(app.db, domainId, body.url, post.id);
      await assertCuisineTagsExist(app.db, domainId, body.external_data?.cuisines);
      await assertMediaSlots(app.db, domainId, post.post_type_id, body.media);
      const { attributes, media, external_data: externalData, ...columns } = changes;
      const row = await app.db
        .updateTable('posts')
        .set({
          ...columns,
          ...(attributes === undefined
            ? {}
            : { attributes: JSON.stringify(storedAttributes(JSON.parse(post.attributes), attributes)) }),
          ...(media === undefined ? {} : { media: JSON.stringify(media) }),
          ...(externalData === undefined
            ? {}
            : { external_data: JSON.stringify(storedExternalData(externalData)) }),
          updated_at: nowTimestamp(),
        })
        .where('id', '=', post.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return rowToPost(row);
    },
  );
};

export default postEditingRoutes;

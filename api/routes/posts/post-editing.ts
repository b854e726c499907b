/**
 * Staff post calls, one generic set for the six post types of shared/ids/post-types.ts:
 * create, read, type group, body, data (docs/product.md#api, bare answers). A post whose data turns it from
 * draft to published goes live with its builder draft (docs/decisions/034).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { postTypeById } from '#shared/collections/post-types.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { PostSchema } from '#shared/schemas/content.ts';
import { emptyPageDocument } from '#shared/schemas/page-document.ts';
import {
  PostBodyUpdateSchema,
  PostCreateBodySchema,
  PostDataUpdateSchema,
  PostTypeGroupSchema,
} from '#shared/schemas/posts.ts';
import { notFound } from '../../errors/http-error.ts';
import { requireChanges } from '../../errors/require-changes.ts';
import { assertBodyImagesOfSite } from '../../posts/body-images.ts';
import { putDraftLive } from '../../posts/draft-publication.ts';
import { assertBlocksAllowed, mediaIdsInPostBody } from '../../posts/post-body.ts';
import { storedAttributes, storedExternalData, storedPostBody } from '../../posts/post-fields.ts';
import { flag, rowToPost } from '../../posts/post-rows.ts';
import { assertScheduleOrder, scheduledTimestamp } from '../../posts/post-schedule.ts';
import { replies } from '../../replies/reply-schemas.ts';

/** The staff post calls answer bare (docs/product.md#api). */
const POST = replies({ 200: PostSchema });
const POST_CREATE = { body: PostCreateBodySchema, response: replies({ 201: PostSchema }) };
const BY_ID_READ = { params: IdParamsSchema, response: POST };
const TYPE_GROUP_READ = { params: IdParamsSchema, response: replies({ 200: PostTypeGroupSchema }) };

const postEditingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };
  // media objects in a body become ids before the body schema (media ids only) checks it
  app.addHook('preValidation', mediaIdsInPostBody);

  app.post(API.posts.create, { config, schema: POST_CREATE }, async (request, reply) => {
    const domainId = request.apiSite.id;
    const body = request.body;
    assertBlocksAllowed(body.post_type_id, body.post_body);
    const posts = app.stores.posts;
    await posts.assertUrlFree(domainId, body.url);
    await posts.assertCuisineTagsExist(domainId, body.external_data?.cuisines);
    await posts.assertCategoriesAllowed(domainId, body.post_type_id, body.external_data?.categories);
    await posts.assertMediaSlots(domainId, body.post_type_id, body.media);
    await assertBodyImagesOfSite(app.stores.media, domainId, body.post_body);
    const row = await posts.insert({
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
      position: await posts.nextPosition(domainId, body.post_type_id),
    });
    await app.stores.revisions.record(row, request.apiSession?.userId ?? null, 'created');
    reply.code(201);
    return rowToPost(row);
  });

  app.get(API.posts.one(':id'), { config, schema: BY_ID_READ }, async (request) =>
    rowToPost(await app.stores.posts.findOrThrow(request.apiSite.id, request.params.id)),
  );

  app.get(API.posts.typeGroup(':id'), { config, schema: TYPE_GROUP_READ }, async (request) => {
    const post = await app.stores.posts.findOrThrow(request.apiSite.id, request.params.id);
    const type = postTypeById(post.post_type_id);
    if (!type) throw notFound('Unknown post type');
    const posts = await app.stores.posts.listTypeGroup(post.domain_id, post.post_type_id);
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
    { config, schema: { params: IdParamsSchema, body: PostBodyUpdateSchema, response: POST } },
    async (request) => {
      const post = await app.stores.posts.findOrThrow(request.apiSite.id, request.params.id);
      assertBlocksAllowed(post.post_type_id, request.body.post_body);
      await assertBodyImagesOfSite(app.stores.media, post.domain_id, request.body.post_body, post.post_body);
      const row = await app.stores.posts.update(post.id, {
        post_body: JSON.stringify(storedPostBody(request.body.post_body)),
        ...(request.body.post_status_id === undefined ? {} : { post_status_id: request.body.post_status_id }),
      });
      // the body is published: the builder's draft of it is done with
      await app.stores.drafts.discard(post.id);
      await app.stores.revisions.record(row, request.apiSession?.userId ?? null, 'body');
      return rowToPost(row);
    },
  );

  app.put(
    API.posts.data(':id'),
    { config, schema: { params: IdParamsSchema, body: PostDataUpdateSchema, response: POST } },
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
        publish_at:
          body.publish_at === undefined ? undefined : scheduledTimestamp(body.publish_at, 'publish_at'),
        unpublish_at:
          body.unpublish_at === undefined ? undefined : scheduledTimestamp(body.unpublish_at, 'unpublish_at'),
      });
      const posts = app.stores.posts;
      const post = await posts.findOrThrow(domainId, request.params.id);
      if (body.url !== undefined) await posts.assertUrlFree(domainId, body.url, post.id);
      await posts.assertCuisineTagsExist(domainId, body.external_data?.cuisines);
      await posts.assertCategoriesAllowed(domainId, post.post_type_id, body.external_data?.categories);
      await posts.assertMediaSlots(domainId, post.post_type_id, body.media, JSON.parse(post.media));
      assertScheduleOrder(
        changes.publish_at === undefined ? post.publish_at : changes.publish_at,
        changes.unpublish_at === undefined ? post.unpublish_at : changes.unpublish_at,
      );
      const { attributes, media, external_data: externalData, ...columns } = changes;
      const row = await posts.update(post.id, {
        ...columns,
        ...(attributes === undefined
          ? {}
          : { attributes: JSON.stringify(storedAttributes(JSON.parse(post.attributes), attributes)) }),
        ...(media === undefined ? {} : { media: JSON.stringify(media) }),
        ...(externalData === undefined
          ? {}
          : { external_data: JSON.stringify(storedExternalData(externalData)) }),
      });
      // going live takes what was built for it (docs/decisions/034)
      const goesLive =
        post.post_status_id !== POST_STATUS.published && row.post_status_id === POST_STATUS.published;
      const withDraft = goesLive ? await putDraftLive(app.stores, post.id) : undefined;
      await app.stores.revisions.record(
        withDraft ?? row,
        request.apiSession?.userId ?? null,
        withDraft ? 'body' : 'fields',
      );
      return rowToPost(withDraft ?? row);
    },
  );
};

export default postEditingRoutes;

/**
 * Staff post calls, one generic set for the six post types of shared/ids/post-types.ts:
 * create, read, type group, body, data (docs/product.md#api, bare answers), and the edit screen's
 * save (`PUT /api/posts/{id}`: details and body in one transaction, api/posts/post-save.ts). A post
 * whose data turns it from draft to published goes live with its builder draft (docs/decisions/034).
 */

import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { postTypeById } from '#shared/collections/post-types.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import { emptyPageDocument } from '#shared/schemas/page-document.ts';
import {
  PostBodyUpdateSchema,
  PostDataUpdateSchema,
  PostSavedSchema,
  PostTypeGroupSchema,
} from '#shared/schemas/posts.ts';
import { notFound } from '../../errors/http-error.ts';
import { assertBodyImagesOfSite } from '../../posts/body-images.ts';
import { assertBlocksAllowed, mediaIdsInPostBody } from '../../posts/post-body.ts';
import { storedAttributes, storedExternalData, storedPostBody } from '../../posts/post-fields.ts';
import { postOrNotFound } from '../../posts/post-or-not-found.ts';
import { flag, rowToPost } from '../../posts/post-rows.ts';
import { savePost } from '../../posts/post-save.ts';
import {
  assertCategoriesAllowed,
  assertCuisineTagsExist,
  assertMediaSlots,
  assertUrlFree,
} from '../../posts/post-write-checks.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { toDraft } from './post-drafts.ts';

/** this collection's declared schemas (shared/collections/collection-schemas.ts) */
const POSTS = collectionNamed('posts').schemas;

/** The staff post calls answer bare (docs/product.md#api). */
const POST = replies({ 200: POSTS.item });
const POST_CREATE = { body: POSTS.create, response: replies({ 201: POSTS.item }) };
const BY_ID_READ = { params: IdParamsSchema, response: POST };
const SAVED = replies({ 200: DataEnvelope(PostSavedSchema) });
const TYPE_GROUP_READ = { params: IdParamsSchema, response: replies({ 200: PostTypeGroupSchema }) };

const postEditingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };
  // media objects in a body become ids before the body schema (media ids only) checks it
  app.addHook('preValidation', mediaIdsInPostBody);

  app.post(API.posts.create, { config, schema: POST_CREATE }, async (request, reply) => {
    const domainId = request.apiSite.id;
    const body = request.body;
    assertBlocksAllowed(body.post_type_id, body.post_body);
    const row = await app.stores.withTransaction(async (stores) => {
      await assertUrlFree(stores.posts, domainId, body.url);
      await assertCuisineTagsExist(stores.taxonomy, domainId, body.external_data?.cuisines);
      await assertCategoriesAllowed(
        stores.taxonomy,
        domainId,
        body.post_type_id,
        body.external_data?.categories,
      );
      await assertMediaSlots(stores.media, domainId, body.post_type_id, body.media);
      await assertBodyImagesOfSite(stores.media, domainId, body.post_body);
      const inserted = await stores.posts.insert({
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
        position: await stores.posts.nextPosition(domainId, body.post_type_id),
      });
      await stores.revisions.record(inserted, request.apiSession?.userId ?? null, 'created');
      return inserted;
    });
    reply.code(201);
    return rowToPost(row);
  });

  app.get(API.posts.one(':id'), { config, schema: BY_ID_READ }, async (request) =>
    rowToPost(await postOrNotFound(app.stores.posts, request.apiSite.id, request.params.id)),
  );

  app.get(API.posts.typeGroup(':id'), { config, schema: TYPE_GROUP_READ }, async (request) => {
    const post = await postOrNotFound(app.stores.posts, request.apiSite.id, request.params.id);
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
    async (request) =>
      app.stores.withTransaction(async (stores) => {
        const post = await postOrNotFound(stores.posts, request.apiSite.id, request.params.id);
        assertBlocksAllowed(post.post_type_id, request.body.post_body);
        await assertBodyImagesOfSite(stores.media, post.domain_id, request.body.post_body, post.post_body);
        const row = await stores.posts.update(post.id, {
          post_body: JSON.stringify(storedPostBody(request.body.post_body)),
          ...(request.body.post_status_id === undefined
            ? {}
            : { post_status_id: request.body.post_status_id }),
        });
        // the body is published: the builder's draft of it is done with
        await stores.drafts.discard(post.id);
        await stores.revisions.record(row, request.apiSession?.userId ?? null, 'body');
        return rowToPost(row);
      }),
  );

  app.put(
    API.posts.data(':id'),
    { config, schema: { params: IdParamsSchema, body: PostDataUpdateSchema, response: POST } },
    async (request) => {
      const userId = request.apiSession?.userId ?? null;
      const saved = await savePost(app.stores, request.apiSite.id, request.params.id, request.body, userId);
      return rowToPost(saved.post);
    },
  );

  // the edit screen's save: details, body (or the waiting draft), revision, all or nothing
  app.put(
    API.posts.one(':id'),
    { config, schema: { params: IdParamsSchema, body: POSTS.update, response: SAVED } },
    async (request) => {
      const userId = request.apiSession?.userId ?? null;
      const saved = await savePost(app.stores, request.apiSite.id, request.params.id, request.body, userId);
      return { data: { post: rowToPost(saved.post), draft: saved.draft ? toDraft(saved.draft) : null } };
    },
  );
};

export default postEditingRoutes;

/**
 * The page builder's draft of a post's body (issue 10): read (`{data: null}` without one),
 * autosave (checked like a published body: declared blocks of the post's type, media ids only,
 * images of the post's own site — it may go live unattended at a scheduled time), discard, and
 * the site's drafts that are not live yet (the panel home's "Drafts waiting", the lists).
 * Publishing is `PUT /api/posts/{id}/body`, which drops the draft; a post that goes live in any
 * other way takes its draft with it (docs/decisions/034).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import {
  type PostDraft,
  PostDraftSchema,
  PostDraftUpdateSchema,
  type WaitingDraft,
  WaitingDraftSchema,
  WaitingDraftsQuerySchema,
} from '#shared/schemas/posts.ts';
import { toIsoInstant } from '../../db/timestamps.ts';
import { notFound } from '../../errors/http-error.ts';
import { assertBodyImagesOfSite } from '../../posts/body-images.ts';
import type { PostDraftRow, WaitingDraftRow } from '../../posts/draft-store.ts';
import { assertBlocksAllowed, mediaIdsInPostBody } from '../../posts/post-body.ts';
import { storedPostBody } from '../../posts/post-fields.ts';
import { postOrNotFound } from '../../posts/post-or-not-found.ts';
import { ANSWER_DELETED, replies } from '../../replies/reply-schemas.ts';

const DRAFT = replies({ 200: DataEnvelope(PostDraftSchema) });
const MAYBE_DRAFT = replies({ 200: DataEnvelope(Type.Union([PostDraftSchema, Type.Null()])) });
const WAITING = replies({ 200: DataEnvelope(Type.Array(WaitingDraftSchema)) });

export function toDraft(row: PostDraftRow): PostDraft {
  return { post_body: JSON.parse(row.post_body), saved_at: row.saved_at, saved_by: row.saved_by };
}

function toWaitingDraft(row: WaitingDraftRow): WaitingDraft {
  return { ...row, publish_at: toIsoInstant(row.publish_at) };
}

const postDraftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };
  // autosaves come every few seconds while someone builds: the audit log records the publish
  const unaudited = { ...config, audit: false as const };
  // media objects in a body become ids before the body schema (media ids only) checks it
  app.addHook('preValidation', mediaIdsInPostBody);

  app.get(
    API.posts.drafts,
    { config, schema: { querystring: WaitingDraftsQuerySchema, response: WAITING } },
    async (request) => ({
      data: (await app.stores.drafts.listWaiting(request.apiSite.id, request.query.type)).map(toWaitingDraft),
    }),
  );

  app.get(
    API.posts.draft(':id'),
    { config, schema: { params: IdParamsSchema, response: MAYBE_DRAFT } },
    async (request) => {
      const post = await postOrNotFound(app.stores.posts, request.apiSite.id, request.params.id);
      const row = await app.stores.drafts.find(post.id);
      return { data: row ? toDraft(row) : null };
    },
  );

  app.put(
    API.posts.draft(':id'),
    { config: unaudited, schema: { params: IdParamsSchema, body: PostDraftUpdateSchema, response: DRAFT } },
    async (request) => {
      const post = await postOrNotFound(app.stores.posts, request.apiSite.id, request.params.id);
      assertBlocksAllowed(post.post_type_id, request.body.post_body);
      const before = await app.stores.drafts.find(post.id);
      await assertBodyImagesOfSite(app.stores.media, post.domain_id, request.body.post_body, [
        post.post_body,
        before?.post_body,
      ]);
      const body = JSON.stringify(storedPostBody(request.body.post_body));
      const row = await app.stores.drafts.save(post.id, body, request.apiSession?.userId ?? null);
      return { data: toDraft(row) };
    },
  );

  app.delete(
    API.posts.draft(':id'),
    { config: unaudited, schema: { params: IdParamsSchema, response: ANSWER_DELETED } },
    async (request) => {
      const post = await postOrNotFound(app.stores.posts, request.apiSite.id, request.params.id);
      if (!(await app.stores.drafts.discard(post.id))) throw notFound('This post has no draft');
      return { data: { id: post.id } };
    },
  );
};

export default postDraftRoutes;

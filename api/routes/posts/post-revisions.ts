/**
 * A post's history (issue 10): the list of its revisions, one revision with the post as it then
 * stood, and restoring one: its page (the body) becomes the post's draft, checked against the site
 * as it is now (its blocks, its images still the site's). Nothing live changes until the draft is
 * published; the post's details stay as they are (docs/decisions/034).
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import {
  PostDraftSchema,
  type Revision,
  RevisionParamsSchema,
  RevisionSchema,
  type RevisionSummary,
  RevisionSummarySchema,
} from '#shared/schemas/posts.ts';
import { notFound } from '../../errors/http-error.ts';
import { assertBodyImagesOfSite } from '../../posts/body-images.ts';
import { assertBlocksAllowed } from '../../posts/post-body.ts';
import { storedPostBody } from '../../posts/post-fields.ts';
import { postOrNotFound } from '../../posts/post-or-not-found.ts';
import type { RevisionRow, RevisionSnapshot } from '../../posts/revision-store.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { toDraft } from './post-drafts.ts';

function summaryOf(row: RevisionRow): RevisionSummary {
  return {
    id: row.id,
    created_at: row.created_at,
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.created_by_name ?? '' },
    reason: row.reason as RevisionSummary['reason'],
  };
}

function revisionOf(row: RevisionRow): Revision {
  const snapshot = JSON.parse(row.snapshot) as RevisionSnapshot;
  return {
    ...summaryOf(row),
    post: {
      title: snapshot.title,
      url: snapshot.url,
      post_status_id: snapshot.post_status_id,
      attributes: JSON.parse(snapshot.attributes),
      media: JSON.parse(snapshot.media),
      external_data: JSON.parse(snapshot.external_data),
      post_body: JSON.parse(snapshot.post_body),
      no_index: snapshot.no_index === 1,
      no_follow: snapshot.no_follow === 1,
      show_in_sitemap: snapshot.show_in_sitemap === 1,
    },
  };
}

const postRevisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'editor' as const };
  const { posts, revisions, drafts } = app.stores;

  app.get(
    API.posts.revisions(':id'),
    {
      config,
      schema: {
        params: IdParamsSchema,
        response: replies({ 200: DataEnvelope(Type.Array(RevisionSummarySchema)) }),
      },
    },
    async (request) => {
      const post = await postOrNotFound(posts, request.apiSite.id, request.params.id);
      return { data: (await revisions.list(post.id)).map(summaryOf) };
    },
  );

  const findRevision = async (siteId: number, postId: number, revisionId: number) => {
    const post = await postOrNotFound(posts, siteId, postId);
    const row = await revisions.find(post.id, revisionId);
    if (!row) throw notFound('No such revision of this post');
    return { post, row };
  };

  app.get(
    API.posts.revision(':id', ':revisionId'),
    {
      config,
      schema: { params: RevisionParamsSchema, response: replies({ 200: DataEnvelope(RevisionSchema) }) },
    },
    async (request) => {
      const { row } = await findRevision(request.apiSite.id, request.params.id, request.params.revisionId);
      return { data: revisionOf(row) };
    },
  );

  app.post(
    API.posts.restoreRevision(':id', ':revisionId'),
    {
      config: { ...config, audit: { entity: 'posts', action: 'restore' as const } },
      schema: { params: RevisionParamsSchema, response: replies({ 200: DataEnvelope(PostDraftSchema) }) },
    },
    async (request) => {
      const domainId = request.apiSite.id;
      const { post, row } = await findRevision(domainId, request.params.id, request.params.revisionId);
      const body = revisionOf(row).post.post_body;
      // the page as it then stood becomes the draft, checked as any draft is (docs/decisions/034)
      assertBlocksAllowed(post.post_type_id, body);
      const draft = await drafts.find(post.id);
      await assertBodyImagesOfSite(app.stores.media, domainId, body, [post.post_body, draft?.post_body]);
      const saved = await drafts.save(
        post.id,
        JSON.stringify(storedPostBody(body)),
        request.apiSession?.userId ?? null,
      );
      return { data: toDraft(saved) };
    },
  );
};

export default postRevisionRoutes;

/**
 * A post save: its details and its body checked and written in one transaction, so a save either
 * happens whole or leaves the post, its draft and its revisions as they were
 * (docs/decisions/039). The edit screen sends it in one request (`PUT /api/posts/{id}`), and
 * `PUT …/data` (details only) is the same save. The body goes where the edit screen shows it: into
 * the builder's waiting draft when there is one, which then goes live with a publish
 * (docs/decisions/034), else live. One revision records what changed.
 */

import { POST_STATUS } from '#shared/ids/post-status.ts';
import type { PostSave } from '#shared/schemas/posts.ts';
import type { PostRow } from '../db/tables.ts';
import { requireChanges } from '../errors/require-changes.ts';
import type { Stores } from '../stores.ts';
import { assertBodyImagesOfSite } from './body-images.ts';
import { putDraftLive } from './draft-publication.ts';
import type { PostDraftRow } from './draft-store.ts';
import { assertBlocksAllowed } from './post-body.ts';
import { storedAttributes, storedExternalData, storedPostBody } from './post-fields.ts';
import { postOrNotFound } from './post-or-not-found.ts';
import { flag } from './post-rows.ts';
import { assertScheduleOrder, scheduledTimestamp } from './post-schedule.ts';
import type { PostChanges } from './post-store.ts';
import {
  assertCategoriesAllowed,
  assertCuisineTagsExist,
  assertMediaSlots,
  assertUrlFree,
} from './post-write-checks.ts';

export interface SavedPost {
  post: PostRow;
  /** the draft still waiting after the save */
  draft: PostDraftRow | undefined;
}

/** Saves `save` into the site's post `postId`; 400 when it changes nothing. */
export async function savePost(
  stores: Stores,
  domainId: number,
  postId: number,
  save: PostSave,
  userId: number | null,
): Promise<SavedPost> {
  const { post_body: body, ...data } = requireChanges({
    post_status_id: save.post_status_id,
    url: save.url,
    title: save.title?.trim(),
    no_index: save.no_index === undefined ? undefined : flag(save.no_index),
    no_follow: save.no_follow === undefined ? undefined : flag(save.no_follow),
    show_in_sitemap: save.show_in_sitemap === undefined ? undefined : flag(save.show_in_sitemap),
    attributes: save.attributes,
    media: save.media,
    external_data: save.external_data,
    publish_at: save.publish_at === undefined ? undefined : scheduledTimestamp(save.publish_at, 'publish_at'),
    unpublish_at:
      save.unpublish_at === undefined ? undefined : scheduledTimestamp(save.unpublish_at, 'unpublish_at'),
    post_body: save.post_body,
  });
  return stores.withTransaction(async (trx) => {
    const posts = trx.posts;
    const post = await postOrNotFound(posts, domainId, postId);
    if (data.url !== undefined) await assertUrlFree(posts, domainId, data.url, post.id);
    await assertCuisineTagsExist(trx.taxonomy, domainId, data.external_data?.cuisines);
    await assertCategoriesAllowed(trx.taxonomy, domainId, post.post_type_id, data.external_data?.categories);
    await assertMediaSlots(trx.media, domainId, post.post_type_id, data.media, JSON.parse(post.media));
    assertScheduleOrder(
      data.publish_at === undefined ? post.publish_at : data.publish_at,
      data.unpublish_at === undefined ? post.unpublish_at : data.unpublish_at,
    );
    let draft = await trx.drafts.find(post.id);
    let liveBody: string | undefined;
    if (body !== undefined) {
      assertBlocksAllowed(post.post_type_id, body);
      await assertBodyImagesOfSite(trx.media, domainId, body, [post.post_body, draft?.post_body]);
      const stored = JSON.stringify(storedPostBody(body));
      // the edit screen never writes the live body under a waiting draft (docs/decisions/034)
      if (draft) draft = await trx.drafts.save(post.id, stored, userId);
      else liveBody = stored;
    }
    const { attributes, media, external_data: externalData, ...columns } = data;
    const changes: PostChanges = {
      ...columns,
      ...(attributes === undefined
        ? {}
        : { attributes: JSON.stringify(storedAttributes(JSON.parse(post.attributes), attributes)) }),
      ...(media === undefined ? {} : { media: JSON.stringify(media) }),
      ...(externalData === undefined
        ? {}
        : { external_data: JSON.stringify(storedExternalData(externalData)) }),
      ...(liveBody === undefined ? {} : { post_body: liveBody }),
    };
    // only the draft changed: the post, its revisions and its stamp stay as they are
    if (Object.keys(changes).length === 0) return { post, draft };
    const row = await posts.update(post.id, changes);
    // going live takes what was built for it (docs/decisions/034)
    const goesLive =
      post.post_status_id !== POST_STATUS.published && row.post_status_id === POST_STATUS.published;
    const withDraft = goesLive ? await putDraftLive(trx, post.id) : undefined;
    const saved = withDraft ?? row;
    await trx.revisions.record(saved, userId, withDraft || liveBody !== undefined ? 'body' : 'fields');
    return { post: saved, draft: withDraft ? await trx.drafts.find(post.id) : draft };
  });
}

/**
 * A post that goes live goes live with what was built for it (docs/decisions/034): when its status
 * turns to published, its builder draft becomes its body and the draft is dropped. The builder's
 * own Publish sends the body itself (`PUT /api/posts/{id}/body`); the scheduler puts the draft live
 * in its one statement (post-store.ts `applySchedules`).
 */
import type { PostRow } from '../db/tables.ts';
import type { Stores } from '../stores.ts';

/** The post with its draft live, or undefined when it had no draft. */
export async function putDraftLive(
  stores: Pick<Stores, 'posts' | 'drafts'>,
  postId: number,
): Promise<PostRow | undefined> {
  const row = await stores.posts.takeDraftLive(postId);
  if (row) await stores.drafts.discardIfSame(postId, row.post_body);
  return row;
}

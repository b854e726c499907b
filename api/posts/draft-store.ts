/**
 * The page builder's drafts (migration 011): one autosaved body per post, replaced on each save
 * and dropped when the body is published.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { nowTimestamp } from '../db/timestamps.ts';

export interface PostDraftRow {
  post_id: number;
  post_body: string;
  saved_at: string;
  saved_by: number | null;
}

export interface DraftStore {
  find(postId: number): Promise<PostDraftRow | undefined>;
  /** writes the draft (a new one or over the last), stamped now */
  save(postId: number, postBody: string, userId: number | null): Promise<PostDraftRow>;
  discard(postId: number): Promise<boolean>;
}

export function createDraftStore(db: Kysely<Database>): DraftStore {
  return {
    find: (postId) =>
      db.selectFrom('post_drafts').selectAll().where('post_id', '=', postId).executeTakeFirst(),

    async save(postId, postBody, userId) {
      const row = { post_id: postId, post_body: postBody, saved_at: nowTimestamp(), saved_by: userId };
      await db
        .insertInto('post_drafts')
        .values(row)
        .onConflict((c) =>
          c.column('post_id').doUpdateSet({
            post_body: row.post_body,
            saved_at: row.saved_at,
            saved_by: row.saved_by,
          }),
        )
        .execute();
      return row;
    },

    async discard(postId) {
      const result = await db.deleteFrom('post_drafts').where('post_id', '=', postId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

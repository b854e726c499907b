/**
 * The page builder's drafts (migration 011): one autosaved body per post, replaced on each save
 * and dropped when the body is published. A restored revision becomes the draft too, and every
 * way a post goes live takes its draft with it (docs/decisions/034-what-a-schedule-publishes.md).
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

/** A draft not live yet, with what the panel shows of its post. */
export interface WaitingDraftRow {
  id: number;
  post_type_id: number;
  post_status_id: number;
  title: string;
  url: string;
  publish_at: string | null;
  saved_at: string;
  saved_by: number | null;
}

export interface DraftStore {
  find(postId: number): Promise<PostDraftRow | undefined>;
  /** writes the draft (a new one or over the last), stamped now */
  save(postId: number, postBody: string, userId: number | null): Promise<PostDraftRow>;
  discard(postId: number): Promise<boolean>;
  /**
   * Drops the draft only when it holds `postBody`, the body just put live: an autosave that came
   * in since is newer work and stays the draft. Answers whether it was dropped.
   */
  discardIfSame(postId: number, postBody: string): Promise<boolean>;
  /** the drafts of the site's posts (not in the trash), newest first, of one type or all */
  listWaiting(domainId: number, postTypeId?: number): Promise<WaitingDraftRow[]>;
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

    async discardIfSame(postId, postBody) {
      const result = await db
        .deleteFrom('post_drafts')
        .where('post_id', '=', postId)
        .where('post_body', '=', postBody)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async listWaiting(domainId, postTypeId) {
      let query = db
        .selectFrom('post_drafts')
        .innerJoin('posts', 'posts.id', 'post_drafts.post_id')
        .select([
          'posts.id',
          'posts.post_type_id',
          'posts.post_status_id',
          'posts.title',
          'posts.url',
          'posts.publish_at',
          'post_drafts.saved_at',
          'post_drafts.saved_by',
        ])
        .where('posts.domain_id', '=', domainId)
        .where('posts.deleted_at', 'is', null);
      if (postTypeId !== undefined) query = query.where('posts.post_type_id', '=', postTypeId);
      return query.orderBy('post_drafts.saved_at', 'desc').orderBy('posts.id', 'desc').execute();
    },
  };
}

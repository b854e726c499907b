/**
 * Revisions of posts (migration 012): after each save of a post's body or fields, a snapshot of
 * the post as it then stood. Pruning rule (issue 10, docs/decisions/021-page-builder.md): a
 * post keeps its newest KEEP_NEWEST revisions and every revision of the last KEEP_DAYS days;
 * older ones beyond those go when the next revision is written.
 */
import type { Kysely } from 'kysely';
import type { Database, PostRow } from '../db/tables.ts';
import { toTimestamp } from '../db/timestamps.ts';

export const KEEP_NEWEST = 50;
export const KEEP_DAYS = 30;

/** What a revision holds: the columns a save can change, as stored. */
export interface RevisionSnapshot {
  title: string;
  url: string;
  post_status_id: number;
  attributes: string;
  media: string;
  external_data: string;
  post_body: string;
  no_index: number;
  no_follow: number;
  show_in_sitemap: number;
}

export type RevisionReason = 'created' | 'body' | 'fields' | 'status' | 'restored';

export interface RevisionRow {
  id: number;
  post_id: number;
  created_at: string;
  created_by: number | null;
  created_by_name: string | null;
  reason: string;
  snapshot: string;
}

export function snapshotOf(row: PostRow): RevisionSnapshot {
  return {
    title: row.title,
    url: row.url,
    post_status_id: row.post_status_id,
    attributes: row.attributes,
    media: row.media,
    external_data: row.external_data,
    post_body: row.post_body,
    no_index: row.no_index,
    no_follow: row.no_follow,
    show_in_sitemap: row.show_in_sitemap,
  };
}

export interface RevisionStore {
  /** keeps a snapshot of `post` as saved now, then prunes the post's old revisions */
  record(post: PostRow, userId: number | null, reason: RevisionReason, now?: Date): Promise<void>;
  /** newest first, without their snapshots' bodies */
  list(postId: number): Promise<RevisionRow[]>;
  find(postId: number, revisionId: number): Promise<RevisionRow | undefined>;
}

export function createRevisionStore(db: Kysely<Database>): RevisionStore {
  const withAuthor = () =>
    db
      .selectFrom('post_revisions')
      .leftJoin('users', 'users.id', 'post_revisions.created_by')
      .select([
        'post_revisions.id',
        'post_revisions.post_id',
        'post_revisions.created_at',
        'post_revisions.created_by',
        'post_revisions.reason',
        'post_revisions.snapshot',
      ])
      .select(['users.firstname', 'users.lastname', 'users.email']);

  type Joined = Omit<RevisionRow, 'created_by_name'> & {
    firstname: string | null;
    lastname: string | null;
    email: string | null;
  };
  const withName = ({ firstname, lastname, email, ...row }: Joined): RevisionRow => ({
    ...row,
    created_by_name: `${firstname ?? ''} ${lastname ?? ''}`.trim() || email || null,
  });

  return {
    async record(post, userId, reason, now = new Date()) {
      await db
        .insertInto('post_revisions')
        .values({
          post_id: post.id,
          created_at: toTimestamp(now),
          created_by: userId,
          reason,
          snapshot: JSON.stringify(snapshotOf(post)),
        })
        .execute();
      const cutoff = toTimestamp(new Date(now.getTime() - KEEP_DAYS * 86_400_000));
      const newest = db
        .selectFrom('post_revisions')
        .select('id')
        .where('post_id', '=', post.id)
        .orderBy('id', 'desc')
        .limit(KEEP_NEWEST);
      await db
        .deleteFrom('post_revisions')
        .where('post_id', '=', post.id)
        .where('created_at', '<', cutoff)
        .where('id', 'not in', newest)
        .execute();
    },

    async list(postId) {
      const rows = await withAuthor()
        .where('post_revisions.post_id', '=', postId)
        .orderBy('post_revisions.id', 'desc')
        .execute();
      return rows.map(withName);
    },

    async find(postId, revisionId) {
      const row = await withAuthor()
        .where('post_revisions.post_id', '=', postId)
        .where('post_revisions.id', '=', revisionId)
        .executeTakeFirst();
      return row ? withName(row) : undefined;
    },
  };
}

/**
 * What the panel home shows: the new requests of the submissions inbox (how many, the latest
 * few), per post type the number of posts and of drafts, what is waiting to go live — posts in
 * draft and drafts built for live posts (docs/decisions/034) — and the recently changed posts:
 * one inbox call, two by-type calls per type and the drafts waiting, read together.
 */
import { API } from '#shared/api-paths.ts';
import { POST_TYPE_COLLECTIONS, type PostCollection } from '#shared/collections/post-types.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { Submission, SubmissionListAnswer } from '#shared/schemas/forms.ts';
import type { PostListItem, WaitingDraft } from '#shared/schemas/posts.ts';
import { requestJson } from '../../../http/api-client.ts';

/** a post as the home's by-type calls list it: with its type, which they ask for */
export type ListedPost = PostListItem & Pick<Post, 'post_type_id'>;

interface ByType {
  data: ListedPost[];
  meta: { total: number };
}

export interface TypeSummary {
  type: PostCollection;
  total: number;
  drafts: number;
}

export interface NewRequests {
  /** how many submissions are new (unread) */
  count: number;
  /** the newest of them */
  latest: Submission[];
}

/** A post not live as it was last built: in draft, or live with a draft waiting. */
export interface WaitingItem {
  id: number;
  post_type_id: number;
  post_status_id: number;
  title: string;
  publish_at: string | null;
  unpublish_at: string | null;
  /** it has a builder draft (or a restored version) that is not live */
  hasDraft: boolean;
  /** when it was last changed: the draft's save, else the post's */
  changed_at: string;
}

export interface HomeSummary {
  requests: NewRequests;
  types: TypeSummary[];
  /** what waits to go live, newest first */
  waiting: WaitingItem[];
  /** the posts with a draft waiting, all of them */
  draftIds: number[];
  recentlyChanged: ListedPost[];
}

const RECENT = 6;
const LATEST_REQUESTS = 3;

/** The inbox's new submissions, newest first: the first few, and `meta.unread` counts them all. */
export const NEW_REQUESTS_PATH = `${API.submissions}?${new URLSearchParams({
  status: 'new',
  limit: String(LATEST_REQUESTS),
  offset: '0',
})}`;

function recentPath(typeId: number, status?: number): string {
  const params = new URLSearchParams({
    type: String(typeId),
    sortBy: 'updated_at',
    sortDir: 'desc',
    limit: String(RECENT),
    offset: '0',
    include: 'post_type_id',
  });
  if (status !== undefined) params.set('status', String(status));
  return `${API.posts.byType}?${params}`;
}

/** Newest `updated_at` first (the API's `y-MM-dd HH:mm:ss` sorts as text), at most `limit`. */
export function newestFirst(posts: ListedPost[], limit: number): ListedPost[] {
  return [...posts].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id).slice(0, limit);
}

/** The posts in draft and the drafts waiting, each post once, newest change first, at most `limit`. */
export function waitingItems(draftPosts: ListedPost[], drafts: WaitingDraft[], limit: number): WaitingItem[] {
  const items = new Map<number, WaitingItem>();
  for (const post of draftPosts) {
    items.set(post.id, {
      id: post.id,
      post_type_id: post.post_type_id,
      post_status_id: post.post_status_id,
      title: post.title,
      publish_at: post.publish_at ?? null,
      unpublish_at: post.unpublish_at ?? null,
      hasDraft: false,
      changed_at: post.updated_at,
    });
  }
  for (const draft of drafts) {
    const known = items.get(draft.id);
    items.set(draft.id, {
      id: draft.id,
      post_type_id: draft.post_type_id,
      post_status_id: draft.post_status_id,
      title: draft.title,
      publish_at: draft.publish_at,
      unpublish_at: known?.unpublish_at ?? null,
      hasDraft: true,
      changed_at: known && known.changed_at > draft.saved_at ? known.changed_at : draft.saved_at,
    });
  }
  return [...items.values()]
    .sort((a, b) => b.changed_at.localeCompare(a.changed_at) || b.id - a.id)
    .slice(0, limit);
}

export async function loadHomeSummary(read = requestJson): Promise<HomeSummary> {
  const [inbox, waiting, answers] = await Promise.all([
    read<SubmissionListAnswer>(NEW_REQUESTS_PATH),
    read<{ data: WaitingDraft[] }>(API.posts.drafts),
    Promise.all(
      POST_TYPE_COLLECTIONS.map(async (type) => {
        const [all, drafts] = await Promise.all([
          read<ByType>(recentPath(type.postType)),
          read<ByType>(recentPath(type.postType, POST_STATUS.draft)),
        ]);
        return { type, all, drafts };
      }),
    ),
  ]);
  const { data: latest, meta } = inbox;
  return {
    requests: { count: meta.unread, latest },
    types: answers.map(({ type, all, drafts }) => ({
      type,
      total: all.meta.total,
      drafts: drafts.meta.total,
    })),
    waiting: waitingItems(
      answers.flatMap((a) => a.drafts.data),
      waiting.data,
      RECENT,
    ),
    draftIds: waiting.data.map((draft) => draft.id),
    recentlyChanged: newestFirst(
      answers.flatMap((a) => a.all.data),
      8,
    ),
  };
}

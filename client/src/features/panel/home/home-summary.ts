/**
 * What the panel home shows: the new requests of the submissions inbox (how many, the latest
 * few), per post type the number of posts and of drafts, the latest drafts and the recently
 * changed posts — one inbox call and two by-type calls per type, read together.
 */
import { API } from '#shared/api-paths.ts';
import { POST_TYPE_COLLECTIONS, type PostCollection } from '#shared/collections/post-types.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { Submission, SubmissionListAnswer } from '#shared/schemas/forms.ts';
import { requestJson } from '../../../http/api-client.ts';

interface ByType {
  data: Post[];
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

export interface HomeSummary {
  requests: NewRequests;
  types: TypeSummary[];
  recentDrafts: Post[];
  recentlyChanged: Post[];
}

export const HOME_SUMMARY_KEY = 'panel:home-summary';
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
  });
  if (status !== undefined) params.set('status', String(status));
  return `${API.posts.byType}?${params}`;
}

/** Newest `updated_at` first (the API's `y-MM-dd HH:mm:ss` sorts as text), at most `limit`. */
export function newestFirst(posts: Post[], limit: number): Post[] {
  return [...posts].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id).slice(0, limit);
}

export async function loadHomeSummary(read = requestJson): Promise<HomeSummary> {
  const [inbox, answers] = await Promise.all([
    read<SubmissionListAnswer>(NEW_REQUESTS_PATH),
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
    recentDrafts: newestFirst(
      answers.flatMap((a) => a.drafts.data),
      RECENT,
    ),
    recentlyChanged: newestFirst(
      answers.flatMap((a) => a.all.data),
      8,
    ),
  };
}

/**
 * The site's drafts not live yet (`GET /api/posts/drafts`, docs/decisions/034): what the builder
 * saved for a post (or a restored version) that goes live only when the post is published — by
 * the builder's Publish, the status set to Published, or its publish time. Lists and the panel
 * home show them, so no screen calls a post done while what was built for it waits.
 */
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { WaitingDraft } from '#shared/schemas/posts.ts';

export const WAITING_DRAFTS_KEY = API.posts.drafts;

/** The drafts waiting, by post id (empty while loading). */
export function useWaitingDrafts(): ReadonlyMap<number, WaitingDraft> {
  const { data } = useSWR<{ data: WaitingDraft[] }>(WAITING_DRAFTS_KEY);
  return new Map((data?.data ?? []).map((draft) => [draft.id, draft]));
}

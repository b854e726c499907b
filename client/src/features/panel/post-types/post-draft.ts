/**
 * A post's builder draft as the panel's screens read it (docs/decisions/034): afresh each time a
 * screen opens (a draft kept from an earlier visit may have been published by the scheduler,
 * restored or changed on another screen since), and the body a screen edits while one waits.
 */
import { useState } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PostDraft } from '#shared/schemas/posts.ts';
import { requestJson } from '../../../http/api-client.ts';

export const readDraft = (postId: number) =>
  requestJson<{ data: PostDraft | null }>(API.posts.draft(postId)).then((answer) => answer.data);

/** The post's draft, read when the screen opens: undefined while loading, null when it has none. */
export function useFreshDraft(postId: number | undefined): {
  draft: PostDraft | null | undefined;
  error: unknown;
} {
  const [opening] = useState(() => Date.now());
  const { data, error } = useSWR(
    postId !== undefined && Number.isInteger(postId) && postId > 0 ? ['post-draft', postId, opening] : null,
    ([, id]: readonly [string, number, number]) => readDraft(id),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  return { draft: data, error };
}

/** The post with its draft's body: what goes live next, and what the edit screen's text edits. */
export function withDraftBody(post: Post, draft: PostDraft | null): Post {
  return draft ? { ...post, post_body: draft.post_body } : post;
}

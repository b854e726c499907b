/**
 * A post's history as the builder reads and restores it (docs/decisions/034): the list of its
 * revisions, and the restore that makes one of them the draft and reads the list again, since the
 * restore is a revision too (docs/decisions/040).
 */
import { useMemo } from 'react';
import useSWR from 'swr';
import { API } from '#shared/api-paths.ts';
import type { PostDraft, RevisionSummary } from '#shared/schemas/posts.ts';
import { requestJson } from '../../../http/api-client.ts';
import { useCacheUpdates } from '../shell/panel-reads.ts';

/** the post's revisions, read only while the history is open */
export const useRevisions = (postId: number, opened: boolean) =>
  useSWR<{ data: RevisionSummary[] }>(opened ? API.posts.revisions(postId) : null);

export function useRevisionWrites(postId: number) {
  const { write } = useCacheUpdates();
  return useMemo(
    () => ({
      /** the version's page becomes the draft: the answer */
      restoreRevision: (revisionId: number) =>
        write(
          () =>
            requestJson<{ data: PostDraft }>(API.posts.restoreRevision(postId, revisionId), {
              method: 'POST',
            }).then((answer) => answer.data),
          API.posts.revisions(postId),
        ),
    }),
    [write, postId],
  );
}

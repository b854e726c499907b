/**
 * The builder's autosave as a hook: a DraftSaver (draft-saver.ts) sending to
 * `PUT /api/posts/{id}/draft`, backed up in the browser's localStorage under the post's id, sent
 * again at once when the browser is back online.
 */
import { useEffect, useMemo, useState } from 'react';
import { API } from '#shared/api-paths.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import type { PostDraft } from '#shared/schemas/posts.ts';
import { requestJson } from '../../../http/api-client.ts';
import { type DraftBackup, DraftSaver, type DraftState } from './draft-saver.ts';

const backupKey = (postId: number) => `builder-draft:${postId}`;

/** The browser's copy of a post's unsent draft (none when storage is off or the copy unreadable). */
export function draftBackup(postId: number): DraftBackup<PageDocument> {
  const key = backupKey(postId);
  return {
    read() {
      try {
        const text = localStorage.getItem(key);
        const parsed = text ? (JSON.parse(text) as PageDocument) : undefined;
        return parsed && Array.isArray(parsed.content) ? parsed : undefined;
      } catch {
        return undefined;
      }
    },
    write(draft) {
      try {
        localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // storage full or off: the server copy is what is left
      }
    },
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}

export function saveDraft(postId: number, postBody: PageDocument): Promise<string> {
  return requestJson<{ data: PostDraft }>(API.posts.draft(postId), {
    method: 'PUT',
    body: JSON.stringify({ post_body: postBody }),
  }).then((answer) => answer.data.saved_at);
}

/** `savedAt`: when the server's draft was saved, if the builder opens on one. */
export function useDraftAutosave(
  postId: number,
  savedAt?: string,
): { state: DraftState; saver: DraftSaver<PageDocument> } {
  const [state, setState] = useState<DraftState>(
    savedAt ? { kind: 'saved', at: savedAt } : { kind: 'saved' },
  );
  const saver = useMemo(
    () =>
      new DraftSaver<PageDocument>({
        send: (draft) => saveDraft(postId, draft),
        backup: draftBackup(postId),
        onState: setState,
      }),
    [postId],
  );
  useEffect(() => {
    const online = () => void saver.flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [saver]);
  return { state, saver };
}

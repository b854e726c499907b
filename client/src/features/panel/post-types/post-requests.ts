/**
 * The post calls of the panel (docs/product.md#api): read, create, save (details and body), and
 * the list actions (order, status, soft delete, restore, permanent delete). Create and the builder's publish answer
 * with the bare post; the save and the list actions with `{data}`.
 */
import { useMemo } from 'react';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS, type PostStatusId } from '#shared/ids/post-status.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import type { PostCreateBody, PostSave, PostSaved } from '#shared/schemas/posts.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';
import { useCacheUpdates } from '../shell/panel-reads.ts';
import { WAITING_DRAFTS_KEY } from '../ui/waiting-drafts.ts';

const send = <T>(method: string, path: string, payload?: unknown) =>
  requestJson<T>(path, payload === undefined ? { method } : { method, body: JSON.stringify(payload) });

const createPost = (body: PostCreateBody) => postJson<Post>(API.posts.create, body);
/** The edit screen's save: details and body in one request and one transaction. */
const savePost = (id: number, body: PostSave) =>
  send<{ data: PostSaved }>('PUT', API.posts.one(id), body).then((answer) => answer.data);
/** The builder's publish: the body goes live, and so does the post. */
const publishPostBody = (id: number, post_body: PageDocument) =>
  send<Post>('PUT', API.posts.body(id), { post_body, post_status_id: POST_STATUS.published });
export const movePost = (id: number, position: number) =>
  send<{ data: Post }>('PATCH', API.posts.order(id), { position });
export const setPostStatus = (id: number, post_status_id: PostStatusId) =>
  send<{ data: Post }>('PUT', API.posts.status(id), { post_status_id });
export const trashPost = (id: number) => send<{ data: Post }>('DELETE', API.posts.one(id));
export const restorePost = (id: number) => send<{ data: Post }>('PUT', API.posts.restore(id));
export const deletePostForever = (id: number) =>
  send<{ data: { id: number } }>('DELETE', API.posts.permanently(id));

/** Every by-type list of posts, whatever its query. */
const isPostList = (key: unknown) => typeof key === 'string' && key.startsWith(API.posts.byType);

/**
 * The edit and build screens' writes, each updating what it changed (docs/decisions/040). A save
 * takes a step the screen runs once the API has answered and before the reads change (the form
 * takes the saved values, so nothing shows as unsaved meanwhile).
 */
export function usePostWrites() {
  const { replace, stale, clear } = useCacheUpdates();
  return useMemo(
    () => ({
      /** the lists are emptied, read again when shown */
      createPost: async (body: PostCreateBody, created: (post: Post) => void) => {
        const post = await createPost(body);
        created(post);
        await clear(isPostList);
        return post;
      },
      /** the post's read takes the answer; the waiting drafts and the lists are read again */
      savePost: async (id: number, body: PostSave, saved: (answer: PostSaved) => void) => {
        const answer = await savePost(id, body);
        saved(answer);
        await stale(WAITING_DRAFTS_KEY);
        await replace(API.posts.one(id), answer.post);
        await clear(isPostList);
        return answer;
      },
      /** the post's read takes the published post */
      publishPostBody: async (id: number, post_body: PageDocument) => {
        const post = await publishPostBody(id, post_body);
        await replace(API.posts.one(id), post);
        return post;
      },
    }),
    [replace, stale, clear],
  );
}

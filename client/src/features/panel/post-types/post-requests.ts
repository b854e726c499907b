/**
 * The post calls of the panel (docs/product.md#api): read, create, save (details and body), and
 * the list actions (order, status, soft delete, restore, permanent delete). Create and the builder's publish answer
 * with the bare post; the save and the list actions with `{data}`.
 */
import { API } from '#shared/api-paths.ts';
import { POST_STATUS, type PostStatusId } from '#shared/ids/post-status.ts';
import type { Post } from '#shared/schemas/content.ts';
import type { PageDocument } from '#shared/schemas/page-document.ts';
import type { PostCreateBody, PostSave, PostSaved } from '#shared/schemas/posts.ts';
import { postJson, requestJson } from '../../../http/api-client.ts';

const send = <T>(method: string, path: string, payload?: unknown) =>
  requestJson<T>(path, payload === undefined ? { method } : { method, body: JSON.stringify(payload) });

export const createPost = (body: PostCreateBody) => postJson<Post>(API.posts.create, body);
/** The edit screen's save: details and body in one request and one transaction. */
export const savePost = (id: number, body: PostSave) =>
  send<{ data: PostSaved }>('PUT', API.posts.one(id), body).then((answer) => answer.data);
/** The builder's publish: the body goes live, and so does the post. */
export const publishPostBody = (id: number, post_body: PageDocument) =>
  send<Post>('PUT', API.posts.body(id), { post_body, post_status_id: POST_STATUS.published });
export const movePost = (id: number, position: number) =>
  send<{ data: Post }>('PATCH', API.posts.order(id), { position });
export const setPostStatus = (id: number, post_status_id: PostStatusId) =>
  send<{ data: Post }>('PUT', API.posts.status(id), { post_status_id });
export const trashPost = (id: number) => send<{ data: Post }>('DELETE', API.posts.one(id));
export const restorePost = (id: number) => send<{ data: Post }>('PUT', API.posts.restore(id));
export const deletePostForever = (id: number) =>
  send<{ data: { id: number } }>('DELETE', API.posts.permanently(id));

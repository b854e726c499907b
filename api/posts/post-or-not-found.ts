/**
 * The site's post a route works on, or the route's 404 "Post not found": the post store answers
 * undefined and the route says what that means (docs/decisions/039).
 */
import type { PostRow } from '../db/tables.ts';
import { notFound } from '../errors/http-error.ts';
import type { PostStore } from './post-store.ts';

export async function postOrNotFound(
  posts: Pick<PostStore, 'find'>,
  domainId: number,
  id: number,
): Promise<PostRow> {
  const post = await posts.find(domainId, id);
  if (!post) throw notFound('Post not found');
  return post;
}

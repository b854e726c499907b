import type { Post } from '#shared/schemas/content.ts';

/** The posts of a list without the one being viewed ("More showcases" never lists itself). */
export function otherThan<T extends Pick<Post, 'id'>>(
  posts: readonly T[],
  current: Pick<Post, 'id'> | null,
): T[] {
  return current ? posts.filter((post) => post.id !== current.id) : [...posts];
}

/** Posts in the order of the given ids (the order an editor chose); all posts when no ids. */
export function orderByIds<T extends { id: number }>(posts: readonly T[], ids: readonly number[]): T[] {
  if (ids.length === 0) return [...posts];
  return ids.flatMap((id) => posts.filter((post) => post.id === id));
}

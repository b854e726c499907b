/**
 * The ids of the six post types (docs/product.md#entities). Everything else about a type (labels, fields,
 * list, media slots, access) is its collection declaration: shared/collections/post-types.ts.
 */
export const POST_TYPE = {
  page: 1,
  member: 2,
  cuisine: 3,
  showcase: 4,
  catering: 5,
  blog: 6,
} as const;

export type PostTypeKey = keyof typeof POST_TYPE;
export type PostTypeId = (typeof POST_TYPE)[PostTypeKey];

export const POST_TYPE_IDS: readonly PostTypeId[] = [
  POST_TYPE.page,
  POST_TYPE.member,
  POST_TYPE.cuisine,
  POST_TYPE.showcase,
  POST_TYPE.catering,
  POST_TYPE.blog,
];

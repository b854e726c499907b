/** Post status ids (`post_status_id`): 1 draft, 2 published (docs/product.md#posts-and-post-types). */
export const POST_STATUS = {
  draft: 1,
  published: 2,
} as const;

export type PostStatusId = (typeof POST_STATUS)[keyof typeof POST_STATUS];

export const POST_STATUS_LABELS: Record<PostStatusId, string> = {
  1: 'Draft',
  2: 'Published',
};

export const POST_STATUS_IDS: readonly PostStatusId[] = [POST_STATUS.draft, POST_STATUS.published];

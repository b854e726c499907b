/** Content a journey makes before it looks: written through the API as the signed-in owner. */
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';

export interface NewPost {
  url: string;
  title: string;
  post_type_id: number;
  /** published (2) unless said otherwise */
  post_status_id?: number;
  [field: string]: unknown;
}

/** Creates a post on the site at `origin` with `staff`'s session. */
export async function createPost(staff: BrowserContext, origin: string, post: NewPost): Promise<void> {
  const response = await staff.request.post(`${origin}/api/posts`, {
    headers: { 'x-csrf': '1' },
    data: { post_status_id: 2, ...post },
  });
  assert.equal(response.status(), 201, await response.text());
}

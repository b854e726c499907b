/**
 * A post as the API answers it, for tests on every side (BFF, SPA): each field at a plain default,
 * a published page with an empty body, and `fields` over them. Tests name only what they are about.
 */
import { POST_STATUS } from '../ids/post-status.ts';
import { POST_TYPE } from '../ids/post-types.ts';
import type { Post } from '../schemas/content.ts';

export function postFixture(fields: Partial<Post> = {}): Post {
  return {
    id: 1,
    _id: 'p1',
    post_status_id: POST_STATUS.published,
    post_type_id: POST_TYPE.page,
    url: '/',
    title: 'A page',
    attributes: { title: '', url: '', description: '' },
    media: {},
    external_data: {},
    post_body: { root: { props: {} }, content: [], zones: {} },
    no_index: false,
    no_follow: false,
    show_in_sitemap: true,
    position: 0,
    deleted: false,
    created_at: '2026-11-01 10:00:00',
    updated_at: '2026-11-01 10:00:00',
    ...fields,
  };
}

/**
 * The set-up the post calls' tests share (post-drafts, post-revisions, post-schedules, post-save):
 * a page document of one rich-text block, a page's create payload, and a harness with the editor signed in on the main
 * site and one post created through the API.
 */
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { call, login } from './api-calls.ts';
import { createHarness, type Harness } from './api-test-harness.ts';
import { EMAILS } from './seeded-staff.ts';

/** A page document of one rich-text block holding `html`. */
export function richTextDocument(html: string, blockId = 'a') {
  return {
    root: { props: {} },
    content: [{ type: 'RichText', props: { id: blockId, title: '', html } }],
    zones: {},
  };
}

/** A page's create payload: its `url` and `title`, a draft unless `fields` say otherwise (`post_status_id`, `post_body`…). */
export function pagePost(url: string, title: string, fields: Record<string, unknown> = {}) {
  return { url, title, post_status_id: POST_STATUS.draft, post_type_id: POST_TYPE.page, ...fields };
}

/** A harness with the editor signed in (`token`) and the post `payload` created (`id`); a refused create throws. */
export async function editorWithPost(
  t: { teardown(fn: () => unknown): void },
  payload: Record<string, unknown>,
): Promise<Harness & { token: string; id: number }> {
  const harness = await createHarness(t);
  const { access_token: token } = await login(harness.app, EMAILS.editor);
  const created = await call(harness.app, { method: 'POST', url: API.posts.create, token, payload });
  if (created.status !== 201) throw new Error(`the post was not created: ${JSON.stringify(created.body)}`);
  return { ...harness, token, id: created.body.id as number };
}

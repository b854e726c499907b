/**
 * Revisions: every save of a post's body or fields keeps one (who, when, why); a revision holds
 * the post as it then stood; restoring one makes its page the draft (checked as a draft is,
 * nothing live changes until it is published: docs/decisions/034); old revisions are pruned by the
 * documented rule.
 */

import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import { postOrNotFound } from '../../posts/post-or-not-found.ts';
import { KEEP_DAYS, KEEP_NEWEST } from '../../posts/revision-store.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { editorWithPost, pagePost, richTextDocument as rich } from '../../testing/post-fixtures.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

t.test('saves keep revisions; one can be read and restored', async (t) => {
  const { app, token, id } = await editorWithPost(
    t,
    pagePost('/menu', 'Menu', {
      post_status_id: POST_STATUS.published,
      post_body: rich('<p>First text</p>'),
    }),
  );
  await client(app, token).put(API.posts.body(id), { post_body: rich('<p>Second</p>') });
  await client(app, token).put(API.posts.data(id), { title: 'Our menu', url: '/our-menu' });
  await client(app, token).put(API.posts.status(id), { post_status_id: 1 });

  const list = await client(app, token).get(API.posts.revisions(id));
  t.equal(list.status, 200);
  t.same(
    list.body.data.map((r: { reason: string }) => r.reason),
    ['status', 'fields', 'body', 'created'],
    'newest first, one per save',
  );
  t.match(list.body.data[0], { created_at: /^\d{4}-/, created_by: { id: Number, name: String } });

  const first = list.body.data.at(-1).id as number;
  const read = await client(app, token).get(API.posts.revision(id, first));
  t.match(read.body.data.post, { title: 'Menu', url: '/menu', post_status_id: 2 });
  t.match(JSON.stringify(read.body.data.post.post_body), /First text/);

  const restored = await client(app, token).post(API.posts.restoreRevision(id, first));
  t.equal(restored.status, 200, JSON.stringify(restored.body));
  t.match(restored.body.data, { saved_at: /^\d{4}-/, saved_by: Number }, 'the answer is the draft');
  t.match(JSON.stringify(restored.body.data.post_body), /First text/);
  const draft = await client(app, token).get(API.posts.draft(id));
  t.match(JSON.stringify(draft.body.data.post_body), /First text/, 'the old page is the draft now');
  const post = await client(app, token).get(API.posts.one(id));
  t.match(post.body, { title: 'Our menu', url: '/our-menu', post_status_id: 1 }, 'the details stay');
  t.match(JSON.stringify(post.body.post_body), /Second/, 'and the live page too: nothing is published');
  const after = await client(app, token).get(API.posts.revisions(id));
  t.equal(after.body.data.length, 4, 'a draft is no revision: nothing was saved to the post');

  await client(app, token).put(API.posts.status(id), { post_status_id: 2 });
  const live = await client(app).get(`${API.posts.byUrl}?url=/our-menu`);
  t.match(JSON.stringify(live.body.data.post_body), /First text/, 'published, the restored page is live');
  t.same((await client(app, token).get(API.posts.draft(id))).body, { data: null });

  t.equal((await client(app, token).get(API.posts.revision(id, 99999))).status, 404);
  const { access_token: tacosToken } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const foreign = await client(app, tacosToken, HOSTS.tacos).get(API.posts.revisions(id));
  t.equal(foreign.status, 404, "another site's post has no history to read");
});

t.test('a restore is checked against the site as it is now and changes nothing live', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const withImage = {
    root: { props: {} },
    content: [{ type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h', title: 'Hi', image: 99999 } }],
    zones: {},
  };
  const created = await client(app, token).post(
    API.posts.create,
    pagePost('/one', 'One', { post_status_id: POST_STATUS.published }),
  );
  const id = created.body.id as number;
  // a revision whose page shows an image the library no longer has (written as a data copy would)
  const post = await postOrNotFound(app.stores.posts, 1, id);
  await app.stores.revisions.record({ ...post, post_body: JSON.stringify(withImage) }, null, 'body');
  await client(app, token).put(API.posts.body(id), { post_body: rich('<p>Now</p>') });
  const old = (await client(app, token).get(API.posts.revisions(id))).body.data[1];
  t.equal(old.reason, 'body');
  const refused = await client(app, token).post(API.posts.restoreRevision(id, old.id));
  t.equal(refused.status, 400, 'its image is not in the library any more');
  t.same(refused.body.errors.post_body, ['Image 99999 is not in this site’s media library']);
  t.same((await client(app, token).get(API.posts.draft(id))).body, { data: null });
  const live = await client(app).get(`${API.posts.byUrl}?url=/one`);
  t.match(JSON.stringify(live.body.data.post_body), /Now/, 'nothing changed');
});

t.test('pruning keeps the newest revisions and every recent one', async (t) => {
  const { app, id } = await editorWithPost(t, pagePost('/busy', 'Busy'));
  const post = await postOrNotFound(app.stores.posts, 1, id);
  const day = 86_400_000;
  const start = Date.now() - (KEEP_DAYS + 40) * day;
  // 70 old saves, one a day from 70 days ago, then 5 recent ones
  for (let i = 0; i < 70; i++)
    await app.stores.revisions.record(post, null, 'fields', new Date(start + i * day));
  for (let i = 0; i < 5; i++)
    await app.stores.revisions.record(post, null, 'body', new Date(Date.now() - i * 1000));
  const kept = await app.stores.revisions.list(post.id);
  const cutoff = Date.now() - KEEP_DAYS * day;
  const recent = kept.filter((r) => Date.parse(`${r.created_at.replace(' ', 'T')}Z`) >= cutoff);
  t.ok(kept.length >= KEEP_NEWEST, `at least the newest ${KEEP_NEWEST}: ${kept.length}`);
  t.ok(kept.length <= KEEP_NEWEST + recent.length, 'nothing old beyond the newest');
  t.equal(kept.filter((r) => r.reason === 'body').length, 5, 'the recent ones are all kept');
  const oldest = kept.at(-1);
  t.ok(oldest && Date.parse(`${oldest.created_at.replace(' ', 'T')}Z`) > start, 'the oldest were pruned');
});

/**
 * The page builder's drafts: an autosave keeps the body aside (the public page is unchanged),
 * is checked like a published body, is replaced by the next save, and is dropped when the body
 * is published; a post that goes live by its status takes its draft with it
 * (docs/decisions/034); the site's drafts are listed; another site's post has no draft to read or
 * write.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { editorWithPost, pagePost } from '../../testing/post-fixtures.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

const block = (id: string, html: string) => ({ type: 'RichText', props: { id, title: '', html } });
const documentOf = (...content: ReturnType<typeof block>[]) => ({ root: { props: {} }, content, zones: {} });

t.test('a draft is saved aside, replaced, and dropped when the body is published', async (t) => {
  const { app, token, id } = await editorWithPost(
    t,
    pagePost('/menu', 'Menu', {
      post_status_id: POST_STATUS.published,
      post_body: documentOf(block('a', '<p>Published text</p>')),
    }),
  );
  const publicText = async () => JSON.stringify((await client(app).get(`${API.posts.byUrl}?url=/menu`)).body);

  t.same((await client(app, token).get(API.posts.draft(id))).body, { data: null }, 'no draft yet');

  const first = await client(app, token).put(API.posts.draft(id), {
    post_body: documentOf(block('a', '<p>Draft one</p>')),
  });
  t.equal(first.status, 200, JSON.stringify(first.body));
  t.match(first.body.data, { saved_at: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, saved_by: Number });
  t.match(await publicText(), /Published text/, 'the public page is unchanged by a draft');
  t.notMatch(await publicText(), /Draft one/);

  await client(app, token).put(API.posts.draft(id), {
    post_body: documentOf(block('a', '<p>Draft two</p>'), block('b', '<p>More</p>')),
  });
  const read = await client(app, token).get(API.posts.draft(id));
  t.equal(read.body.data.post_body.content.length, 2, 'the last save is the draft');
  t.match(JSON.stringify(read.body.data.post_body), /Draft two/);

  const published = await client(app, token).put(API.posts.body(id), { post_body: read.body.data.post_body });
  t.equal(published.status, 200);
  t.match(await publicText(), /Draft two/, 'publishing writes the body');
  t.same((await client(app, token).get(API.posts.draft(id))).body, { data: null }, 'and drops the draft');
  t.equal((await client(app, token).delete(API.posts.draft(id))).status, 404);
});

t.test('a draft is checked like a body and stays within its site', async (t) => {
  const { app, token, id } = await editorWithPost(t, {
    url: '/news/one',
    title: 'One',
    post_status_id: 1,
    post_type_id: POST_TYPE.blog,
  });
  const put = (payload: unknown, host: string = HOSTS.main, as = token) =>
    client(app, as, host).put(API.posts.draft(id), payload);

  const unknownBlock = await put({
    post_body: { root: { props: {} }, content: [{ type: 'Script', props: { id: 'x' } }], zones: {} },
  });
  t.equal(unknownBlock.status, 400, 'an undeclared block is refused');
  t.equal((await put({ post_body: documentOf(), extra: 1 })).status, 400, 'unknown keys are refused');
  t.equal((await put({})).status, 400, 'a body is required');
  t.same((await client(app, token).get(API.posts.draft(id))).body, { data: null }, 'nothing was saved');

  const { access_token: tacosToken } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const foreign = await put({ post_body: documentOf() }, HOSTS.tacos, tacosToken);
  t.equal(foreign.status, 404, "another site's post is not found");

  t.equal((await put({ post_body: documentOf(block('a', '<p>ok</p>')) })).status, 200);
  const discarded = await client(app, token).delete(API.posts.draft(id));
  t.same(discarded.body, { data: { id } });
  t.same((await client(app, token).get(API.posts.draft(id))).body, { data: null });
});

t.test(
  'a post set to published goes live with its draft; details saved on a live post leave it a draft',
  async (t) => {
    const { app, token, id } = await editorWithPost(
      t,
      pagePost('/friday', 'Friday special', { post_body: documentOf(block('a', '')) }),
    );
    const draft = (html: string) =>
      client(app, token).put(API.posts.draft(id), { post_body: documentOf(block('a', html)) });
    const live = async () => JSON.stringify((await client(app).get(`${API.posts.byUrl}?url=/friday`)).body);
    const draftOf = async () => (await client(app, token).get(API.posts.draft(id))).body.data;

    await draft('<p>Built in the builder</p>');
    const published = await client(app, token).put(API.posts.data(id), {
      title: 'Friday special',
      post_status_id: 2,
    });
    t.equal(published.status, 200, JSON.stringify(published.body));
    t.match(JSON.stringify(published.body.post_body), /Built in the builder/, 'the answer is the live post');
    t.match(await live(), /Built in the builder/, 'the edit screen’s publish takes the built page');
    t.equal(await draftOf(), null, 'and the draft is done with');

    await draft('<p>Next week’s idea</p>');
    await client(app, token).put(API.posts.data(id), { title: 'Friday special!', post_status_id: 2 });
    t.match(await live(), /Built in the builder/, 'details saved on a live post publish no draft');
    t.match(await live(), /Friday special!/);
    t.match(JSON.stringify(await draftOf()), /Next week’s idea/, 'it stays the draft');

    await client(app, token).put(API.posts.status(id), { post_status_id: 1 });
    const again = await client(app, token).put(API.posts.status(id), { post_status_id: 2 });
    t.match(JSON.stringify(again.body.data.post_body), /Next week’s idea/, 'the list’s publish takes it too');
    t.match(await live(), /Next week’s idea/);
    t.equal(await draftOf(), null);
    const history = await client(app, token).get(API.posts.revisions(id));
    t.same(
      history.body.data.map((r: { reason: string }) => r.reason),
      ['body', 'status', 'fields', 'body', 'created'],
      'each publication of a draft is a page published',
    );
  },
);

t.test('the drafts waiting: the site’s drafts not live yet, newest first', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const make = async (url: string, title: string, post_type_id: number) =>
    (await client(app, token).post(API.posts.create, { url, title, post_status_id: 2, post_type_id })).body
      .id as number;
  const page = await make('/lunch', 'Lunch', POST_TYPE.page);
  const post = await make('/blog/news', 'News', POST_TYPE.blog);
  const trashed = await make('/gone', 'Gone', POST_TYPE.page);
  for (const id of [page, trashed, post]) {
    const saved = await client(app, token).put(API.posts.draft(id), {
      post_body: documentOf(block('a', '<p>Soon</p>')),
    });
    t.equal(saved.status, 200, JSON.stringify(saved.body));
  }
  await client(app, token).delete(API.posts.one(trashed));

  const all = await client(app, token).get(API.posts.drafts);
  t.equal(all.status, 200, JSON.stringify(all.body));
  t.same(all.body.data.map((d: { id: number }) => d.id).sort(), [page, post].sort(), 'not the trashed one');
  t.match(all.body.data[0], {
    title: String,
    url: String,
    post_type_id: Number,
    post_status_id: 2,
    publish_at: null,
    saved_at: /^\d{4}-/,
    saved_by: Number,
  });
  const pages = await client(app, token).get(`${API.posts.drafts}?type=${POST_TYPE.page}`);
  t.same(
    pages.body.data.map((d: { id: number }) => d.id),
    [page],
  );

  const { access_token: tacosToken } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const foreign = await client(app, tacosToken, HOSTS.tacos).get(API.posts.drafts);
  t.same(foreign.body, { data: [] }, 'another site sees none of them');
});

t.test('a draft names only images of its own site: it may go live unattended', async (t) => {
  const { app, token, id } = await editorWithPost(t, pagePost('/pictures', 'Pictures'));
  const refused = await client(app, token).put(API.posts.draft(id), {
    post_body: {
      root: { props: {} },
      content: [{ type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h', title: 'Hi', image: 99999 } }],
      zones: {},
    },
  });
  t.equal(refused.status, 400);
  t.same(refused.body.errors.post_body, ['Image 99999 is not in this site’s media library']);
});

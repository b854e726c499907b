/**
 * The page builder's drafts: an autosave keeps the body aside (the public page is unchanged),
 * is checked like a published body, is replaced by the next save, and is dropped when the body
 * is published; another site's post has no draft to read or write.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { call, createHarness, EMAILS, HOSTS, login } from '../../testing/api-test-harness.ts';

const block = (id: string, html: string) => ({ type: 'RichText', props: { id, title: '', html } });
const documentOf = (...content: ReturnType<typeof block>[]) => ({ root: { props: {} }, content, zones: {} });

t.test('a draft is saved aside, replaced, and dropped when the body is published', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const created = await call(app, {
    method: 'POST',
    url: API.posts.create,
    token,
    payload: {
      url: '/menu',
      title: 'Menu',
      post_status_id: 2,
      post_type_id: POST_TYPE.page,
      post_body: documentOf(block('a', '<p>Published text</p>')),
    },
  });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id as number;
  const publicText = async () =>
    JSON.stringify((await call(app, { method: 'GET', url: `${API.posts.byUrl}?url=/menu` })).body);

  t.same(
    (await call(app, { method: 'GET', url: API.posts.draft(id), token })).body,
    { data: null },
    'no draft yet',
  );

  const first = await call(app, {
    method: 'PUT',
    url: API.posts.draft(id),
    token,
    payload: { post_body: documentOf(block('a', '<p>Draft one</p>')) },
  });
  t.equal(first.status, 200, JSON.stringify(first.body));
  t.match(first.body.data, { saved_at: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, saved_by: Number });
  t.match(await publicText(), /Published text/, 'the public page is unchanged by a draft');
  t.notMatch(await publicText(), /Draft one/);

  await call(app, {
    method: 'PUT',
    url: API.posts.draft(id),
    token,
    payload: { post_body: documentOf(block('a', '<p>Draft two</p>'), block('b', '<p>More</p>')) },
  });
  const read = await call(app, { method: 'GET', url: API.posts.draft(id), token });
  t.equal(read.body.data.post_body.content.length, 2, 'the last save is the draft');
  t.match(JSON.stringify(read.body.data.post_body), /Draft two/);

  const published = await call(app, {
    method: 'PUT',
    url: API.posts.body(id),
    token,
    payload: { post_body: read.body.data.post_body },
  });
  t.equal(published.status, 200);
  t.match(await publicText(), /Draft two/, 'publishing writes the body');
  t.same(
    (await call(app, { method: 'GET', url: API.posts.draft(id), token })).body,
    { data: null },
    'and drops the draft',
  );
  t.equal((await call(app, { method: 'DELETE', url: API.posts.draft(id), token })).status, 404);
});

t.test('a draft is checked like a body and stays within its site', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const created = await call(app, {
    method: 'POST',
    url: API.posts.create,
    token,
    payload: { url: '/news/one', title: 'One', post_status_id: 1, post_type_id: POST_TYPE.blog },
  });
  const id = created.body.id as number;
  const put = (payload: unknown, host: string = HOSTS.main, as = token) =>
    call(app, { method: 'PUT', url: API.posts.draft(id), token: as, host, payload });

  const unknownBlock = await put({
    post_body: { root: { props: {} }, content: [{ type: 'Script', props: { id: 'x' } }], zones: {} },
  });
  t.equal(unknownBlock.status, 400, 'an undeclared block is refused');
  t.equal((await put({ post_body: documentOf(), extra: 1 })).status, 400, 'unknown keys are refused');
  t.equal((await put({})).status, 400, 'a body is required');
  t.same(
    (await call(app, { method: 'GET', url: API.posts.draft(id), token })).body,
    { data: null },
    'nothing was saved',
  );

  const { access_token: tacosToken } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const foreign = await put({ post_body: documentOf() }, HOSTS.tacos, tacosToken);
  t.equal(foreign.status, 404, "another site's post is not found");

  t.equal((await put({ post_body: documentOf(block('a', '<p>ok</p>')) })).status, 200);
  const discarded = await call(app, { method: 'DELETE', url: API.posts.draft(id), token });
  t.same(discarded.body, { data: { id } });
  t.same((await call(app, { method: 'GET', url: API.posts.draft(id), token })).body, { data: null });
});

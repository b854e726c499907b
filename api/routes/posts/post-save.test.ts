/**
 * The edit screen's save (`PUT /api/posts/{id}`, docs/decisions/039): details and body in one
 * request and one transaction, with one revision; the body goes into the waiting draft when there
 * is one, and a publish takes that draft live. A save that fails half-way leaves the post, its
 * draft and its revisions as they were — also `PUT …/data`, which is the same save.
 */
import { sql } from 'kysely';
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import { client, login } from '../../testing/api-calls.ts';
import type { Harness } from '../../testing/api-test-harness.ts';
import { editorWithPost, pagePost, richTextDocument as rich } from '../../testing/post-fixtures.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';

/** The editor's page "Menu" (published unless told), and a read of it, its draft and its revisions. */
async function editorWithMenu(
  t: { teardown(fn: () => unknown): void },
  status: number = POST_STATUS.published,
) {
  const harness = await editorWithPost(
    t,
    pagePost('/menu', 'Menu', { post_status_id: status, post_body: rich('<p>Live text</p>') }),
  );
  const { app, token, id } = harness;
  const read = async () => ({
    post: (await client(app, token).get(API.posts.one(id))).body,
    draft: (await client(app, token).get(API.posts.draft(id))).body.data,
    reasons: (await client(app, token).get(API.posts.revisions(id))).body.data.map(
      (r: { reason: string }) => r.reason,
    ),
  });
  return { ...harness, read };
}

/** Every insert into post_revisions fails from now on: the last write of a save. */
async function refuseRevisions(db: Harness['db']): Promise<void> {
  if (TEST_ENGINE === 'postgres') {
    await sql`create function refuse_revision() returns trigger language plpgsql as $$
      begin raise exception 'revisions refused'; end $$`.execute(db);
    await sql`create trigger refuse_revision before insert on post_revisions
      for each row execute function refuse_revision()`.execute(db);
  } else {
    await sql`create trigger refuse_revision before insert on post_revisions
      begin select raise(abort, 'revisions refused'); end`.execute(db);
  }
}

t.test('one save writes the details and the body, with one revision', async (t) => {
  const { app, token, id, read } = await editorWithMenu(t);
  const saved = await client(app, token).put(API.posts.one(id), {
    title: 'Our menu',
    url: '/our-menu',
    post_body: rich('<p>New text</p>'),
  });
  t.equal(saved.status, 200, JSON.stringify(saved.body));
  t.match(saved.body.data.post, { id, title: 'Our menu', url: '/our-menu' });
  t.match(JSON.stringify(saved.body.data.post.post_body), /New text/);
  t.equal(saved.body.data.draft, null, 'no draft waits');
  const after = await read();
  t.match(after.post, { title: 'Our menu', url: '/our-menu' });
  t.same(after.reasons, ['body', 'created'], 'one revision for the save');

  const details = await client(app, token).put(API.posts.one(id), { title: 'Menu' });
  t.equal(details.status, 200);
  t.same((await read()).reasons, ['fields', 'body', 'created'], 'details alone are a fields revision');

  const nothing = await client(app, token).put(API.posts.one(id), {});
  t.match(nothing, { status: 400, body: { statusCode: 400, message: 'Nothing to change' } });
  const unknown = await client(app, token).put(API.posts.one(id + 100), { title: 'X' });
  t.match(unknown, { status: 404, body: { statusCode: 404, message: 'Post not found' } });
  const { access_token: tacos } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const elsewhere = await client(app, tacos, HOSTS.tacos).put(API.posts.one(id), { title: 'Taken over' });
  t.equal(elsewhere.status, 404, "another site's post is not found");
});

t.test('with a draft waiting, the body goes into it, and a publish takes it live', async (t) => {
  const { app, token, id, read } = await editorWithMenu(t, POST_STATUS.draft);
  await client(app, token).put(API.posts.draft(id), { post_body: rich('<p>Built</p>') });

  const drafted = await client(app, token).put(API.posts.one(id), {
    post_body: rich('<p>Edited in the draft</p>'),
  });
  t.equal(drafted.status, 200, JSON.stringify(drafted.body));
  t.match(
    JSON.stringify(drafted.body.data.draft.post_body),
    /Edited in the draft/,
    'the answer has the draft',
  );
  const between = await read();
  t.match(JSON.stringify(between.post.post_body), /Live text/, 'the live body is untouched');
  t.same(between.reasons, ['created'], 'a draft is no revision');

  const published = await client(app, token).put(API.posts.one(id), {
    post_status_id: POST_STATUS.published,
    post_body: rich('<p>Final words</p>'),
  });
  t.equal(published.status, 200, JSON.stringify(published.body));
  t.equal(published.body.data.draft, null, 'the draft went live');
  t.match(JSON.stringify(published.body.data.post.post_body), /Final words/);
  const after = await read();
  t.equal(after.post.post_status_id, POST_STATUS.published);
  t.same(after.reasons, ['body', 'created'], 'one revision: the page published');
});

t.test('a save whose body is refused changes none of its details', async (t) => {
  const { app, token, id, read } = await editorWithMenu(t);
  const before = await read();
  const refused = await client(app, token).put(API.posts.one(id), {
    title: 'Our menu',
    post_body: {
      ...rich(''),
      content: [{ type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h', title: 'Hi', image: 99999 } }],
    },
  });
  t.match(refused, { status: 400, body: { message: 'Invalid media' } }, 'an image of no library');
  t.same(await read(), before, 'title, body, draft and revisions as they were');
});

t.test('a save whose last write fails leaves everything as it was', async (t) => {
  const { app, db, token, id, read } = await editorWithMenu(t, POST_STATUS.draft);
  await client(app, token).put(API.posts.draft(id), { post_body: rich('<p>Built</p>') });
  const before = await read();
  await refuseRevisions(db);

  // details, the draft's body and its publication are written before the revision fails
  for (const url of [API.posts.one(id), API.posts.data(id)]) {
    const failed = await client(app, token).put(url, {
      title: 'Our menu',
      post_status_id: POST_STATUS.published,
      ...(url === API.posts.one(id) ? { post_body: rich('<p>Edited</p>') } : {}),
    });
    t.equal(failed.status, 500, `${url}: the save failed`);
    t.match(failed.body, { statusCode: 500, message: String }, 'in the error shape');
    t.same(await read(), before, `${url}: post, draft and revisions as they were`);
  }
});

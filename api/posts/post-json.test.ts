/**
 * The post lists answer from each post's kept JSON (post-json.ts): the bytes must be the ones
 * the routes' response schemas would write, and a post changed in any way — through the API,
 * behind its back — is answered as it now is.
 */
import t from 'tap';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { PostSchema } from '#shared/schemas/content.ts';
import {
  POST_LIST_EXTRA_FIELDS,
  PostsByTypeAnswerSchema,
  PublishedPostSchema,
} from '#shared/schemas/posts.ts';
import type { NewPost, PostRow } from '../db/tables.ts';
import { replySerializerCompiler } from '../replies/reply-serializer.ts';
import { login, siteHeaders } from '../testing/api-calls.ts';
import { createHarness, type Harness } from '../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../testing/seeded-staff.ts';
import { createPostJsonCache, WHOLE_POST } from './post-json.ts';
import { includedFields, postListShape } from './post-list-items.ts';
import { rowToPost, rowToPublishedPost } from './post-rows.ts';

/** the route's own serializer of a schema, strict: what the answers were before the cache */
const serializerOf = (schema: object) =>
  replySerializerCompiler({ strict: true })({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  } as Parameters<ReturnType<typeof replySerializerCompiler>>[0]) as (data: unknown) => string;

const ONE = serializerOf(DataEnvelope(PostSchema));
const LIST = serializerOf(DataEnvelope(Type.Array(PublishedPostSchema)));
const BY_TYPE = serializerOf(PostsByTypeAnswerSchema);
const POST = serializerOf(PostSchema);
/** a post as by-type lists it, and with every field it can include */
const listed = postListShape([]).of;
const everyField = includedFields(POST_LIST_EXTRA_FIELDS.join(','));

const body = (text: string) =>
  JSON.stringify({
    root: { props: { title: text, extra: { nested: [1, 'two', null] } } },
    content: [
      { type: 'RichText', props: { id: 'RichText-1', html: `<p>${text}</p>` } },
      { type: 'SomethingOld', props: { id: 'Old-1', legacy: true } },
    ],
    zones: { 'Columns-1:left': [{ type: 'Heading', props: { id: 'Heading-1', text } }] },
  });

let n = 0;
function postValues(domainId: number, changes: Partial<NewPost> = {}): NewPost {
  n += 1;
  return {
    domain_id: domainId,
    public_id: `public-${n}`,
    post_type_id: POST_TYPE.blog,
    post_status_id: POST_STATUS.published,
    url: `/post-${n}`,
    title: `Post ${n}`,
    attributes: JSON.stringify({ title: `Post ${n}`, url: `/post-${n}`, description: 'About it' }),
    media: '{}',
    external_data: '{}',
    post_body: body(`Post ${n}`),
    no_index: 0,
    no_follow: 0,
    show_in_sitemap: 1,
    position: n,
    created_at: '2026-01-02 03:04:05',
    updated_at: '2026-01-02 03:04:05',
    ...changes,
  };
}

async function seed(harness: Harness): Promise<PostRow[]> {
  const site = harness.domains.main;
  const values = [
    postValues(site),
    postValues(site, {
      title: 'Été — tacos 🌮 "quoted" \\ back\nline',
      post_body: body('Été — 🌮 </script> \u2028'),
      media: JSON.stringify({ cover: null, thumbnail: 7 }),
      external_data: JSON.stringify({ categories: [3, 1], cuisines: [2] }),
    }),
    // written by an older version: attributes without a description, a url of its own
    postValues(site, { attributes: JSON.stringify({ title: 'Other title' }), no_index: 1, no_follow: 1 }),
    postValues(site, { publish_at: '2030-01-01 10:00:00', unpublish_at: '2030-02-01 10:00:00' }),
    postValues(site, { post_status_id: POST_STATUS.draft, show_in_sitemap: 0 }),
    postValues(site, { deleted_at: '2026-03-03 03:03:03' }),
    postValues(harness.domains.tacos),
  ];
  const rows: PostRow[] = [];
  for (const value of values) {
    rows.push(await harness.db.insertInto('posts').values(value).returningAll().executeTakeFirstOrThrow());
  }
  return rows;
}

const get = async (harness: Harness, url: string, token?: string) => {
  const res = await harness.app.inject({ method: 'GET', url, headers: siteHeaders(HOSTS.main, token) });
  return { status: res.statusCode, body: res.body, type: res.headers['content-type'] };
};

t.test('the answers are byte for byte what the response schemas write', async (t) => {
  const harness = await createHarness(t);
  const rows = await seed(harness);
  const { access_token: token } = await login(harness.app, EMAILS.editor);
  const main = rows.filter((row) => row.domain_id === harness.domains.main);
  const live = main.filter((row) => row.deleted_at === null);
  const published = live.filter((row) => row.post_status_id === POST_STATUS.published);

  // twice: made, then kept
  for (const round of ['first', 'kept']) {
    for (const row of published) {
      const res = await get(harness, `${API.posts.byUrl}?url=${encodeURIComponent(row.url)}`);
      t.equal(res.status, 200);
      t.equal(res.body, ONE({ data: rowToPost(row) }), `${round}: by-url ${row.url}`);
      t.equal(res.type, 'application/json; charset=utf-8');
    }
    const list = await get(harness, `${API.posts.published}?type=${POST_TYPE.blog}`);
    t.equal(list.body, LIST({ data: published.map(rowToPublishedPost) }), `${round}: published`);
    t.equal(list.type, 'application/json; charset=utf-8');
    const withBodies = await get(harness, `${API.posts.published}?type=${POST_TYPE.blog}&include=post_body`);
    t.equal(withBodies.body, LIST({ data: published.map(rowToPost) }), `${round}: published with bodies`);
    const some = await get(
      harness,
      `${API.posts.published}?ids=${published[2]?.id},${published[0]?.id}&limit=1`,
    );
    t.equal(
      some.body,
      LIST({ data: [rowToPublishedPost(published[2] as PostRow)] }),
      `${round}: ids, limited`,
    );
    const none = await get(harness, `${API.posts.published}?type=${POST_TYPE.page}`);
    t.equal(none.body, '{"data":[]}', `${round}: an empty list`);

    const byType = await get(harness, `${API.posts.byType}?type=${POST_TYPE.blog}`, token);
    t.equal(
      byType.body,
      BY_TYPE({ data: live.map(listed), meta: { total: live.length, limit: 500, offset: 0 } }),
      `${round}: by-type`,
    );
    t.equal(byType.type, 'application/json; charset=utf-8');
    const page = await get(harness, `${API.posts.byType}?type=${POST_TYPE.blog}&limit=2&offset=1`, token);
    t.equal(
      page.body,
      BY_TYPE({ data: live.slice(1, 3).map(listed), meta: { total: live.length, limit: 2, offset: 1 } }),
      `${round}: a page of by-type`,
    );
    const whole = await get(
      harness,
      `${API.posts.byType}?type=${POST_TYPE.blog}&include=${POST_LIST_EXTRA_FIELDS.join(',')}`,
      token,
    );
    t.equal(
      whole.body,
      BY_TYPE({
        data: live.map(postListShape(everyField).of),
        meta: { total: live.length, limit: 500, offset: 0 },
      }),
      `${round}: by-type with every field`,
    );
    const trash = await get(harness, `${API.posts.byType}?type=${POST_TYPE.blog}&deleted=true`, token);
    const deleted = main.filter((row) => row.deleted_at !== null);
    t.equal(
      trash.body,
      BY_TYPE({ data: deleted.map(listed), meta: { total: deleted.length, limit: 500, offset: 0 } }),
      `${round}: the trash`,
    );
  }
  const missing = await get(harness, `${API.posts.byUrl}?url=/nothing-here`);
  t.equal(missing.status, 404, 'no post: the error answer as before');
  t.match(JSON.parse(missing.body), { message: 'No page at /nothing-here' });
});

t.test('a post changed in any way is answered as it now is', async (t) => {
  const harness = await createHarness(t);
  const [row] = await seed(harness);
  if (!row) throw new Error('no post');
  const { access_token: token } = await login(harness.app, EMAILS.editor);
  const byUrl = `${API.posts.byUrl}?url=${encodeURIComponent(row.url)}`;
  t.match(JSON.parse((await get(harness, byUrl)).body).data, { title: row.title });

  // behind the API's back, in the same second: only the body changes
  await harness.db
    .updateTable('posts')
    .set({ post_body: body('Rewritten') })
    .where('id', '=', row.id)
    .execute();
  const rewritten = JSON.parse((await get(harness, byUrl)).body).data;
  t.equal(rewritten.post_body.content[0].props.html, '<p>Rewritten</p>', 'the new body at once');

  // through the API
  const saved = await harness.app.inject({
    method: 'PUT',
    url: API.posts.data(row.id),
    headers: siteHeaders(HOSTS.main, token),
    payload: { title: 'Retitled' },
  });
  t.equal(saved.statusCode, 200, saved.body);
  t.equal(JSON.parse((await get(harness, byUrl)).body).data.title, 'Retitled');
  const listed = JSON.parse((await get(harness, `${API.posts.byType}?type=${POST_TYPE.blog}`, token)).body);
  t.equal(listed.data[0].title, 'Retitled', 'in the lists too');

  await harness.db.updateTable('posts').set({ position: 99 }).where('id', '=', row.id).execute();
  const moved = JSON.parse((await get(harness, `${API.posts.byType}?type=${POST_TYPE.blog}`, token)).body);
  t.equal(moved.data.at(-1).position, 99, 'a column outside the JSON ones too');
});

t.test('the kept JSON: made once per version of a row, and bounded', async (t) => {
  const harness = await createHarness(t);
  const rows = await seed(harness);
  const [row] = rows;
  if (!row) throw new Error('no post');
  let made = 0;
  const serialize = (post: Parameters<typeof POST>[0]) => {
    made += 1;
    return POST(post);
  };
  const cache = createPostJsonCache();
  const first = cache.of(row, serialize, WHOLE_POST);
  t.equal(first.toString(), POST(rowToPost(row)));
  t.equal(
    cache.of({ ...row }, serialize, WHOLE_POST),
    first,
    'an equal row read again: the same bytes, not made again',
  );
  t.equal(made, 1);
  const changed = cache.of({ ...row, updated_at: '2026-09-09 09:09:09' }, serialize, WHOLE_POST);
  t.equal(made, 2, 'any column changed: made again');
  t.equal(JSON.parse(changed.toString()).updated_at, '2026-09-09 09:09:09');
  t.equal(cache.listOf([], serialize, WHOLE_POST).toString(), '[]');
  t.equal(
    cache.listOf(rows.slice(0, 3), serialize, WHOLE_POST).toString(),
    `[${rows
      .slice(0, 3)
      .map((r) => POST(rowToPost(r)))
      .join(',')}]`,
  );

  const small = createPostJsonCache(8 * 1024);
  for (let id = 1; id <= 200; id++) small.of({ ...row, id }, serialize, WHOLE_POST);
  t.ok(small.size > 0 && small.size < 10, `at most a few kilobytes kept (${small.size} posts)`);
});

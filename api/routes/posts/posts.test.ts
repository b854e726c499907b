import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { call, client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { pagePost } from '../../testing/post-fixtures.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

const body = (text: string) => ({
  root: { props: { title: text } },
  content: [{ type: 'RichText', props: { id: 'RichText-1', html: `<p>${text}</p>` } }],
  zones: {},
});

async function setup(t: { teardown(fn: () => unknown): void }) {
  const harness = await createHarness(t);
  // images 1…8 of the site's library: the bodies below show some (a body shows only its site's images)
  for (let n = 1; n <= 8; n++) {
    await harness.db
      .insertInto('media')
      .values({
        domain_id: harness.domains.main,
        hashed_name: `image-${n}`,
        path: 'library/',
        extension: 'webp',
        extensions: '["webp","png"]',
        alt: `Image ${n}`,
        width: 10,
        height: 10,
        original_name: `image-${n}.png`,
        created_at: '2026-01-01 00:00:00',
      })
      .execute();
  }
  const { access_token: token } = await login(harness.app, EMAILS.editor);
  const create = async (payload: Record<string, unknown>) => {
    const res = await client(harness.app, token).post(API.posts.create, {
      post_status_id: POST_STATUS.published,
      post_type_id: POST_TYPE.blog,
      post_body: body('x'),
      ...payload,
    });
    if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return { ...harness, token, create };
}

t.test('create keeps only media ids in the body and answers the post', async (t) => {
  const { app, token, create } = await setup(t);
  const post = await create({
    url: '/first',
    title: 'First',
    post_body: {
      root: { props: {} },
      content: [
        {
          type: 'Hero',
          props: { id: 'Hero-1', image: { id: 5, hashed_name: 'abc', path: 'library/', alt: 'x' } },
        },
      ],
      zones: {},
    },
  });
  t.equal(post.url, '/first');
  t.type(post._id, 'string');
  t.equal(post.deleted, false);
  t.equal(post.post_body.content[0].props.image, 5);
  const read = await client(app, token).get(API.posts.one(post.id));
  t.same(read.body, post);
});

t.test(
  'create validation: bad url, missing title, unknown type → 400 per field, nothing stored',
  async (t) => {
    const { app, token } = await setup(t);
    const res = await client(app, token).post(API.posts.create, {
      url: 'no-slash',
      post_status_id: 1,
      post_type_id: 9,
    });
    t.equal(res.status, 400);
    t.ok(res.body.errors.url);
    t.ok(res.body.errors.title);
    t.ok(res.body.errors.post_type_id);
    const list = await client(app, token).get(`${API.posts.byType}?type=6`);
    t.same(list.body.data, []);
    const badBody = await client(app, token).post(API.posts.create, {
      url: '/x',
      title: 'x',
      post_status_id: 1,
      post_type_id: 1,
      post_body: { content: 'nope' },
    });
    t.equal(badBody.status, 400);
  },
);

t.test(
  'url is unique per site, also against soft-deleted posts, free again after permanent delete',
  async (t) => {
    const { app, token, create } = await setup(t);
    const first = await create({ url: '/about', title: 'About' });
    const dup = await client(app, token).post(API.posts.create, {
      url: '/about',
      title: 'Again',
      post_status_id: 1,
      post_type_id: 1,
    });
    t.equal(dup.status, 409);
    t.ok(dup.body.errors.url);
    await client(app, token).delete(API.posts.one(first.id));
    const stillTaken = await client(app, token).post(API.posts.create, {
      url: '/about',
      title: 'Again',
      post_status_id: 1,
      post_type_id: 1,
    });
    t.equal(stillTaken.status, 409);
    await client(app, token).delete(API.posts.permanently(first.id));
    await create({ url: '/about', title: 'Again' });

    const { access_token: tacos } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
    const otherSite = await client(app, tacos, HOSTS.tacos).post(API.posts.create, {
      url: '/about',
      title: 'Tacos about',
      post_status_id: 1,
      post_type_id: 1,
    });
    t.equal(otherSite.status, 201, 'the same url on another site is fine');
  },
);

t.test('body and data updates; data url clash is refused', async (t) => {
  const { app, token, create } = await setup(t);
  const a = await create({ url: '/a', title: 'A' });
  await create({ url: '/b', title: 'B' });
  const bodyRes = await client(app, token).put(API.posts.body(a.id), {
    post_status_id: POST_STATUS.draft,
    post_body: body('new text'),
  });
  t.equal(bodyRes.status, 200);
  t.equal(bodyRes.body.post_status_id, POST_STATUS.draft);
  t.equal(bodyRes.body.post_body.content[0].props.html, '<p>new text</p>');
  const data = await client(app, token).put(API.posts.data(a.id), {
    title: 'A2',
    url: '/a2',
    no_index: true,
    no_follow: true,
    show_in_sitemap: false,
    attributes: { description: 'desc' },
  });
  t.equal(data.status, 200);
  t.match(data.body, { title: 'A2', url: '/a2', no_index: true, no_follow: true, show_in_sitemap: false });
  t.equal(data.body.attributes.description, 'desc');
  const clash = await client(app, token).put(API.posts.data(a.id), { url: '/b' });
  t.equal(clash.status, 409);
  t.equal((await client(app, token).get(API.posts.one(a.id))).body.url, '/a2');
});

t.test('unknown ids are 404 and other sites’ posts are invisible', async (t) => {
  const { app, token, create } = await setup(t);
  const post = await create({ url: '/mine', title: 'Mine' });
  t.equal((await client(app, token).get(API.posts.one(999))).status, 404);
  t.equal((await client(app, token).get('/api/posts/abc')).status, 400);
  const { access_token: tacos } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const read = await client(app, tacos, HOSTS.tacos).get(API.posts.one(post.id));
  t.equal(read.status, 404);
  const del = await client(app, tacos, HOSTS.tacos).delete(API.posts.permanently(post.id));
  t.equal(del.status, 404);
  t.equal((await client(app, token).get(API.posts.one(post.id))).status, 200, 'still there');
  const anonymous = await client(app).get(API.posts.one(post.id));
  t.equal(anonymous.status, 401);
});

t.test('soft delete, restore, permanent delete', async (t) => {
  const { app, token, create } = await setup(t);
  const post = await create({ url: '/gone', title: 'Gone' });
  const deleted = await client(app, token).delete(API.posts.one(post.id));
  t.equal(deleted.body.data.deleted, true);
  const live = await client(app, token).get(`${API.posts.byType}?type=6`);
  t.same(live.body.data, []);
  const trash = await client(app, token).get(`${API.posts.byType}?type=6&deleted=true`);
  t.same(
    trash.body.data.map((p: { id: number }) => p.id),
    [post.id],
  );
  t.equal(
    (await client(app).get(`${API.posts.byUrl}?url=/gone`)).status,
    404,
    'deleted posts are not public',
  );
  const restored = await client(app, token).put(API.posts.restore(post.id));
  t.equal(restored.body.data.deleted, false);
  t.equal((await client(app).get(`${API.posts.byUrl}?url=/gone`)).status, 200);
  const gone = await client(app, token).delete(API.posts.permanently(post.id));
  t.same(gone.body, { data: { id: post.id } });
  t.equal((await client(app, token).get(API.posts.one(post.id))).status, 404);
});

t.test('order moves a post and renumbers its type', async (t) => {
  const { app, token, create } = await setup(t);
  const a = await create({ url: '/a', title: 'A' });
  const b = await create({ url: '/b', title: 'B' });
  const c = await create({ url: '/c', title: 'C' });
  t.same([a.position, b.position, c.position], [0, 1, 2]);
  const moved = await client(app, token).patch(API.posts.order(c.id), { position: 0 });
  t.equal(moved.body.data.position, 0);
  const list = await client(app, token).get(`${API.posts.byType}?type=6`);
  t.same(
    list.body.data.map((p: { title: string }) => p.title),
    ['C', 'A', 'B'],
  );
  const bad = await client(app, token).patch(API.posts.order(c.id), { position: -1 });
  t.equal(bad.status, 400);
  t.ok(bad.body.errors.position);
});

t.test('status call', async (t) => {
  const { app, token, create } = await setup(t);
  const post = await create({ url: '/s', title: 'S' });
  const res = await client(app, token).put(API.posts.status(post.id), { post_status_id: 1 });
  t.equal(res.body.data.post_status_id, 1);
  t.equal((await client(app).get(`${API.posts.byUrl}?url=/s`)).status, 404, 'drafts are not public');
  const bad = await client(app, token).put(API.posts.status(post.id), { post_status_id: 7 });
  t.equal(bad.status, 400);
});

t.test('by-type filters: type, status, date range, sorting, paging', async (t) => {
  const { app, db, token, create } = await setup(t);
  const jan = await create({ url: '/jan', title: 'Jan', post_status_id: 2 });
  const feb = await create({ url: '/feb', title: 'Feb', post_status_id: 1 });
  const mar = await create({ url: '/mar', title: 'Mar', post_status_id: 2 });
  await create({ url: '/page', title: 'Page', post_type_id: POST_TYPE.page });
  await db.updateTable('posts').set({ created_at: '2024-01-15 10:00:00' }).where('id', '=', jan.id).execute();
  await db.updateTable('posts').set({ created_at: '2024-02-29 23:59:30' }).where('id', '=', feb.id).execute();
  await db.updateTable('posts').set({ created_at: '2024-03-01 00:00:00' }).where('id', '=', mar.id).execute();
  const huge = await client(app, token).get(`${API.posts.byType}?type=6&offset=99999999999999999999`);
  t.equal(huge.status, 400, 'an absurd offset is a 400, not a database error');
  const titles = async (query: string) =>
    (await client(app, token).get(`${API.posts.byType}?${query}`)).body.data.map(
      (p: { title: string }) => p.title,
    );

  t.same(await titles('type=6'), ['Jan', 'Feb', 'Mar']);
  t.same(await titles('type=6&search=ja'), ['Jan'], 'text filter on the title');
  t.same(await titles('type=6&search=%2Fma'), ['Mar'], 'and on the url');
  t.same(await titles('type=6&search=%25'), [], 'LIKE wildcards are taken literally');
  t.same(await titles('type=1'), ['Page']);
  t.same(await titles('type=6&status=2'), ['Jan', 'Mar']);
  t.same(await titles('type=6&startDate=2024-02-01%2000:00:00&endDate=2024-02-29%2023:59:59'), ['Feb']);
  t.same(
    await titles('type=6&startDate=2024-02-01&endDate=2024-02-29'),
    ['Feb'],
    'a bare end day runs to 23:59:59',
  );
  t.same(await titles('type=6&startDate=2024-01-16'), ['Feb', 'Mar']);
  t.same(await titles('type=6&sortBy=title&sortDir=desc'), ['Mar', 'Jan', 'Feb']);
  t.same(await titles('type=6&sortBy=created_at&sortDir=desc&limit=2'), ['Mar', 'Feb']);
  t.same(await titles('type=6&limit=2&offset=2'), ['Mar']);
  const meta = await client(app, token).get(`${API.posts.byType}?type=6&limit=1`);
  t.same(meta.body.meta, { total: 3, limit: 1, offset: 0 });
  const defaults = await client(app, token).get(`${API.posts.byType}?type=6`);
  t.same(defaults.body.meta, { total: 3, limit: 500, offset: 0 });

  for (const bad of [
    'type=6&sortBy=password_hash',
    'type=6&sortDir=up',
    'type=6&startDate=yesterday',
    'type=6&startDate=2024-13-45',
    'type=6&endDate=2024-02-30%2010:00:00',
    'type=6&limit=0',
    'type=6&startDate=2024-03-01&endDate=2024-02-01',
    'status=2',
  ]) {
    const res = await client(app, token).get(`${API.posts.byType}?${bad}`);
    t.equal(res.status, 400, bad);
    t.ok(res.body.errors, `${bad} names the field`);
  }
});

t.test('public by-url, published and type-group', async (t) => {
  const { app, token, create } = await setup(t);
  const home = await create({ url: '/', title: 'Home', post_type_id: POST_TYPE.page });
  const m1 = await create({ url: '/members/one', title: 'One', post_type_id: POST_TYPE.member });
  const m2 = await create({ url: '/members/two', title: 'Two', post_type_id: POST_TYPE.member });
  await create({ url: '/members/draft', title: 'Draft', post_type_id: POST_TYPE.member, post_status_id: 1 });

  const byUrl = await client(app).get(`${API.posts.byUrl}?url=/`);
  t.equal(byUrl.body.data.id, home.id);
  t.equal((await client(app).get(`${API.posts.byUrl}?url=/nope`)).status, 404);
  t.equal((await client(app).get(`${API.posts.byUrl}?url=nope`)).status, 400);
  t.equal(
    (await call(app, { method: 'GET', url: `${API.posts.byUrl}?url=/`, host: HOSTS.tacos })).status,
    404,
    'other site',
  );

  const members = await client(app).get(`${API.posts.published}?type=2`);
  t.same(
    members.body.data.map((p: { title: string }) => p.title),
    ['One', 'Two'],
  );
  t.ok(
    members.body.data.every((p: object) => !('post_body' in p) && 'attributes' in p && 'media' in p),
    'a published list carries no post bodies, every other field',
  );
  const withBodies = await client(app).get(`${API.posts.published}?type=2&include=post_body`);
  t.same(
    withBodies.body.data.map((p: { post_body?: unknown }) => typeof p.post_body),
    ['object', 'object'],
    'asked for, each with its body',
  );
  t.equal((await client(app).get(`${API.posts.published}?include=media`)).status, 400);
  const some = await client(app).get(`${API.posts.published}?ids=${m2.id},${home.id},${m1.id}`);
  t.same(
    some.body.data.map((p: { id: number }) => p.id),
    [m2.id, home.id, m1.id],
    'in the order asked for',
  );
  const paged = await client(app).get(`${API.posts.published}?type=2&limit=1&offset=1`);
  t.same(
    paged.body.data.map((p: { id: number }) => p.id),
    [m2.id],
  );
  t.equal((await client(app).get(`${API.posts.published}?ids=1;drop`)).status, 400);

  const group = await client(app, token).get(API.posts.typeGroup(m1.id));
  t.equal(group.body.type.key, 'member');
  t.equal(group.body.posts.length, 3);
});

t.test('urls the application answers itself are refused', async (t) => {
  const { app, token } = await setup(t);
  for (const url of ['/panel', '/panel/pages', '/team-login', '/members', '/api/x', '/media/a']) {
    const res = await client(app, token).post(API.posts.create, {
      url,
      title: 'Clash',
      post_status_id: 2,
      post_type_id: POST_TYPE.page,
      post_body: body('x'),
    });
    t.equal(res.status, 400, url);
    t.ok(res.body.errors.url, `${url}: the error is on the url field`);
  }
  const member = await client(app, token).post(API.posts.create, {
    url: '/members/taco-loco',
    title: 'Taco Loco',
    post_status_id: 2,
    post_type_id: POST_TYPE.member,
    post_body: body('x'),
  });
  t.equal(member.status, 201, 'a member page under /members/ is fine');
});

/** `{"a":{"a":…1…}}` nested `depth` objects deep, as JSON text (JSON.stringify itself recurses). */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A body whose page root holds `propJson`: block props are their fields only, root props any JSON. */
const bodyWithProp = (propJson: string) =>
  `{"post_body":{"root":{"props":{"deep":${propJson}}},"content":[{"type":"RichText","props":{"id":"RichText-1"}}],"zones":{}}}`;

t.test('a data PUT with nothing to change is a 400 and leaves the post as it was', async (t) => {
  const { app, token, create } = await setup(t);
  const post = await create({ url: '/same', title: 'Same' });
  const empty = await client(app, token).put(API.posts.data(post.id), {});
  t.equal(empty.status, 400);
  t.equal(empty.body.message, 'Nothing to change');
  t.same((await client(app, token).get(API.posts.one(post.id))).body, post);
});

t.test('deeply nested post bodies are a 400, never a stack overflow, and change nothing', async (t) => {
  const { app, token, create } = await setup(t);
  const post = await create({ url: '/deep', title: 'Deep' });
  const put = (payload: string) =>
    app.inject({
      method: 'PUT',
      url: API.posts.body(post.id),
      headers: {
        'x-forwarded-for': HOSTS.main,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      payload,
    });

  const deep = await put(bodyWithProp(nestedJson(2_000)));
  t.equal(deep.statusCode, 400, deep.body);
  t.equal(deep.json().statusCode, 400);

  // refused by the depth check before any validator walks it (api/errors/json-body-parser.ts)
  const huge = await put(bodyWithProp(nestedJson(100_000)));
  t.equal(huge.statusCode, 400, huge.body.slice(0, 300));

  // deeper than a page document may be (PAGE_DOCUMENT_MAX_DEPTH) but well within the JSON limit
  const tooDeep = await put(bodyWithProp(nestedJson(20)));
  t.equal(tooDeep.statusCode, 400);
  t.ok(tooDeep.json().errors.post_body, tooDeep.body);
  const fine = await put(bodyWithProp(nestedJson(5)));
  t.equal(fine.statusCode, 200, fine.body);

  const many = Array.from({ length: 6_000 }, (_, i) => i);
  const tooBig = await put(bodyWithProp(JSON.stringify(many)));
  t.equal(tooBig.statusCode, 400, 'more nodes than a page document may have');
  t.ok(tooBig.json().errors.post_body);

  const created = await client(app, token).post(API.posts.create, {
    url: '/deep-new',
    title: 'x',
    post_status_id: 1,
    post_type_id: 1,
    post_body: JSON.parse(bodyWithProp(nestedJson(30))).post_body,
  });
  t.equal(created.status, 400, 'create is bounded the same way');

  const read = await client(app, token).get(API.posts.one(post.id));
  t.same(read.body.post_body.root.props.deep, JSON.parse(nestedJson(5)), 'only the valid body was stored');
});

t.test('post bodies with undeclared fields are refused and nothing is stored', async (t) => {
  const { app, token, create } = await setup(t);
  const post = await create({ url: '/strict', title: 'Strict' });
  const cases: [string, string, Record<string, unknown>][] = [
    ['data', 'evil', { title: 'x', evil: 1 }],
    ['data', 'attributes.evil', { attributes: { title: 'x', evil: 1 } }],
    ['data', 'external_data.evil', { external_data: { cuisines: [], evil: 1 } }],
    ['body', 'evil', { post_body: body('x'), evil: 1 }],
    ['body', 'post_body.evil', { post_body: { ...body('x'), evil: 1 } }],
    ['body', 'post_body.root.evil', { post_body: { ...body('x'), root: { props: {}, evil: 1 } } }],
    [
      'body',
      'post_body.content.0.evil',
      { post_body: { ...body('x'), content: [{ type: 'RichText', props: { id: 'r' }, evil: 1 }] } },
    ],
    [
      'body',
      'post_body.content.0.props.evil',
      { post_body: { ...body('x'), content: [{ type: 'RichText', props: { id: 'r', evil: 1 } }] } },
    ],
  ];
  for (const [call_, field, payload] of cases) {
    const url = call_ === 'data' ? API.posts.data(post.id) : API.posts.body(post.id);
    const res = await client(app, token).put(url, payload);
    t.equal(res.status, 400, field);
    t.ok(res.body.errors?.[field], `${field}: ${JSON.stringify(res.body)}`);
  }
  const created = await client(app, token).post(API.posts.create, {
    url: '/x',
    title: 'x',
    post_status_id: 1,
    post_type_id: 1,
    public_id: 'mine',
  });
  t.equal(created.status, 400);
  t.ok(created.body.errors.public_id);
  t.same((await client(app, token).get(API.posts.one(post.id))).body, post);
});

/** One block of every declared type, each prop set (shared/page-blocks/block-declarations.ts). */
const EVERY_BLOCK = [
  {
    type: 'Hero',
    props: {
      id: 'Hero-1',
      title: 'Taco Row',
      subtitle: 'Eight trucks, one square',
      image: 5,
      logo: null,
      ctaLabel: 'Meet the members',
      ctaUrl: '/members',
    },
  },
  { type: 'RichText', props: { id: 'RichText-1', title: 'About', html: '<p>We cook.</p>' } },
  { type: 'Image', props: { id: 'Image-1', image: 6, caption: 'The oven' } },
  {
    type: 'Gallery',
    props: {
      id: 'Gallery-1',
      title: 'Nights',
      items: [
        { image: 7, caption: 'Lanterns' },
        { image: null, caption: '' },
      ],
    },
  },
  {
    type: 'MembersGrid',
    props: {
      id: 'MembersGrid-1',
      title: 'Our trucks',
      html: '',
      memberIds: [3, 1],
      limit: 6,
      showCuisines: false,
      showAllButton: true,
    },
  },
  { type: 'Cuisines', props: { id: 'Cuisines-1', title: 'What we cook', html: '<p>Food.</p>' } },
  { type: 'Showcases', props: { id: 'Showcases-1', title: 'Showcases', html: '', limit: 3 } },
  {
    type: 'Catering',
    props: {
      id: 'Catering-1',
      title: 'Catering',
      html: '<p>Weddings</p>',
      image: null,
      showRequestForm: true,
    },
  },
  { type: 'BlogList', props: { id: 'BlogList-1', title: 'From the road', limit: 3 } },
  {
    type: 'BlogPost',
    props: { id: 'BlogPost-1', title: 'Opening night', date: '2026-11-01', image: 8, html: '<p>Hi</p>' },
  },
  { type: 'FaqList', props: { id: 'FaqList-1', title: 'Good to know', categoryId: null } },
  {
    type: 'CallToAction',
    props: {
      id: 'CallToAction-1',
      title: 'Hungry?',
      text: 'We cater.',
      buttonLabel: 'Write to us',
      buttonUrl: 'mailto:hello@collective.test',
    },
  },
  {
    type: 'OpeningHours',
    props: {
      id: 'OpeningHours-1',
      title: 'Find us',
      address: '',
      hours: [{ day: 'Friday', open: '11:00', close: '23:00' }],
    },
  },
  { type: 'SocialLinks', props: { id: 'SocialLinks-1', title: 'Follow us' } },
  { type: 'Video', props: { id: 'Video-1', title: 'A night', url: 'https://youtu.be/dQw4w9WgXcQ' } },
];
const documentOf = (content: unknown[], zones: Record<string, unknown[]> = {}) => ({
  root: { props: { title: 'x' } },
  content,
  zones,
});

t.test('a valid body of every block type is stored, by create and by body update', async (t) => {
  const { app, token, create } = await setup(t);
  const document = documentOf(EVERY_BLOCK, { 'Hero-1:extra': [EVERY_BLOCK[1]] });
  const created = await create({ url: '/every-block', title: 'Every block', post_body: document });
  t.same(created.post_body, document);
  const other = await create({ url: '/every-block-2', title: 'Again' });
  const updated = await client(app, token).put(API.posts.body(other.id), { post_body: document });
  t.equal(updated.status, 200, JSON.stringify(updated.body));
  const read = await client(app, token).get(API.posts.one(other.id));
  t.same(read.body.post_body, document);
});

t.test(
  'bodies with unknown blocks or wrong props are a 400 at the field, on create and update',
  async (t) => {
    const { app, token, create } = await setup(t);
    const post = await create({ url: '/checked', title: 'Checked' });
    const [hero, richText] = EVERY_BLOCK;
    const cases: [string, unknown, Record<string, string[]> | string][] = [
      [
        'an unknown block type',
        documentOf([hero, richText, { type: 'Marquee', props: { id: 'm', text: 'hi' } }]),
        'post_body.content.2.type',
      ],
      [
        'a number for a text',
        documentOf([hero, richText, { type: 'RichText', props: { id: 'r', title: 5 } }]),
        { 'post_body.content.2.props.title': ['must be string'] },
      ],
      [
        'an undeclared prop',
        documentOf([{ type: 'Hero', props: { id: 'h', colour: 'red' } }]),
        { 'post_body.content.0.props.colour': ['is not allowed'] },
      ],
      [
        'a block without id',
        documentOf([{ type: 'Hero', props: { title: 'x' } }]),
        { 'post_body.content.0.props.id': ['is required'] },
      ],
      [
        'a link a menu would refuse',
        documentOf([{ type: 'CallToAction', props: { id: 'c', buttonUrl: 'javascript:alert(1)' } }]),
        'post_body.content.0.props.buttonUrl',
      ],
      [
        'a wrong item in a list',
        documentOf([{ type: 'Gallery', props: { id: 'g', items: [{ image: 'x', caption: '' }] } }]),
        'post_body.content.0.props.items.0.image',
      ],
      [
        'a wrong prop of a block in a zone',
        documentOf([hero], { 'Hero-1:main': [{ type: 'MembersGrid', props: { id: 'm', limit: 'all' } }] }),
        { 'post_body.zones.Hero-1:main.0.props.limit': ['must be integer'] },
      ],
      [
        'an unknown block in a zone',
        documentOf([hero], { 'Hero-1:main': [{ type: 'Marquee', props: { id: 'm' } }] }),
        'post_body.zones.Hero-1:main.0.type',
      ],
    ];
    for (const [name, document, expected] of cases) {
      const created = await client(app, token).post(
        API.posts.create,
        pagePost('/refused', 'x', { post_body: document }),
      );
      const updated = await client(app, token).put(API.posts.body(post.id), { post_body: document });
      for (const [call_, res] of [
        ['create', created],
        ['update', updated],
      ] as const) {
        t.equal(res.status, 400, `${name} (${call_})`);
        t.equal(res.body.statusCode, 400);
        t.equal(res.body.message, 'The given data was invalid');
        if (typeof expected === 'string')
          t.ok(res.body.errors?.[expected], `${name} (${call_}): ${JSON.stringify(res.body)}`);
        else t.same(res.body.errors, expected, `${name} (${call_})`);
      }
    }
    t.equal((await client(app).get(`${API.posts.byUrl}?url=/refused`)).status, 404, 'nothing created');
    t.same((await client(app, token).get(API.posts.one(post.id))).body, post, 'nothing changed');
  },
);

t.test('block anchors: an id, once per page, checked on every save of a body (issue 24)', async (t) => {
  const { app, token, create } = await setup(t);
  const rich = (id: string, anchor: string) => ({
    type: 'RichText',
    props: { id, html: '<p>x</p>', anchor },
  });
  const post = await create({ url: '/anchored', title: 'Anchored', post_type_id: POST_TYPE.page });
  const saves = (document: unknown) =>
    Promise.all([
      client(app, token).put(API.posts.body(post.id), { post_body: document }),
      client(app, token).put(API.posts.draft(post.id), { post_body: document }),
      client(app, token).post(API.posts.create, {
        url: '/refused',
        title: 'x',
        post_status_id: 1,
        post_type_id: 1,
        post_body: document,
      }),
    ]);
  const refused: [string, unknown, RegExp][] = [
    ['two blocks, one anchor', documentOf([rich('a', 'menu'), rich('b', 'menu')]), /"menu" on two blocks/],
    ['the same in another case', documentOf([rich('a', 'menu'), rich('b', 'Menu')]), /on two blocks/],
    ['in content and in a zone', documentOf([rich('a', 'menu')], { 'a:below': [rich('b', 'menu')] }), /two/],
    ['a space', documentOf([rich('a', 'our menu')]), /content\.0.*letters, digits, - or _/],
    ['a digit first', documentOf([rich('a', '1st')]), /Start with a letter/],
    ['an id of the page itself', documentOf([rich('a', 'main')]), /"main" is an id the page itself uses/],
  ];
  for (const [name, document, message] of refused) {
    for (const res of await saves(document)) {
      t.equal(res.status, 400, name);
      t.same(Object.keys(res.body.errors ?? {}), ['post_body'], `${name}: on the body`);
      t.match(res.body.errors?.post_body?.[0], message, name);
    }
  }
  t.equal(
    (
      await client(app, token).post(API.posts.create, {
        post_body: documentOf([rich('a', 'x'.repeat(65))]),
        url: '/long',
        title: 'x',
        post_status_id: 1,
        post_type_id: 1,
      })
    ).status,
    400,
    'at most 64 characters',
  );

  const good = documentOf([rich('a', 'menu'), rich('b', ''), rich('c', 'find-us_2')]);
  const [body, draft, created] = await saves(good);
  t.equal(body.status, 200, JSON.stringify(body.body));
  t.equal(draft.status, 200, JSON.stringify(draft.body));
  t.equal(created.status, 201, JSON.stringify(created.body));
  const live = await client(app).get(`${API.posts.byUrl}?url=/anchored`);
  t.same(
    live.body.data.post_body.content.map((block: { props: { anchor: string } }) => block.props.anchor),
    ['menu', '', 'find-us_2'],
    'anchors are stored and read back',
  );
});

t.test('a block another post type holds is a 400 naming it', async (t) => {
  const { app, token, create } = await setup(t);
  const blogPost = EVERY_BLOCK.find((block) => block.type === 'BlogPost');
  const page = await client(app, token).post(
    API.posts.create,
    pagePost('/article', 'x', { post_body: documentOf([EVERY_BLOCK[0], blogPost]) }),
  );
  t.equal(page.status, 400);
  t.same(page.body.errors, { 'post_body.content.1.type': ['is not a block of a page'] });
  const member = await create({ url: '/members/truck', title: 'Truck', post_type_id: POST_TYPE.member });
  const updated = await client(app, token).put(API.posts.body(member.id), {
    post_body: documentOf([], { 'Hero-1:main': [blogPost] }),
  });
  t.equal(updated.status, 400);
  t.same(updated.body.errors, { 'post_body.zones.Hero-1:main.0.type': ['is not a block of a member'] });
  t.ok(
    (await create({ url: '/blog/opening', title: 'Opening', post_body: documentOf([blogPost]) })).id,
    'a blog post holds it',
  );
});

/**
 * `GET /api/posts/by-type` lists posts without their bodies and the fields no list shows, unless
 * `include` names them (docs/decisions/042): the panel's full list of 500 posts stays under
 * 100 KB, and asking brings each field back as the post itself has it.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_STATUS } from '#shared/ids/post-status.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { POST_LIST_EXTRA_FIELDS } from '#shared/schemas/posts.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS } from '../../testing/seeded-staff.ts';

/** a page-builder body of about the demo home page's size (1.3 KB) */
const body = (n: number) =>
  JSON.stringify({
    root: { props: { title: `Street food ${n}` } },
    content: Array.from({ length: 6 }, (_, i) => ({
      type: 'RichText',
      props: {
        id: `RichText-${i}`,
        html: `<p>Fresh tacos, burgers and curries from the trucks, part ${i}.</p>`,
      },
    })),
    zones: {},
  });

t.test('by-type: 500 posts under 100 KB, without bodies unless asked', async (t) => {
  const harness = await createHarness(t);
  const site = harness.domains.main;
  const type = POST_TYPE.showcase;
  const rows = Array.from({ length: 500 }, (_, i) => ({
    domain_id: site,
    public_id: `9b1d5c3e-0000-4000-8000-${String(i).padStart(12, '0')}`,
    post_type_id: type,
    post_status_id: i % 3 === 0 ? POST_STATUS.draft : POST_STATUS.published,
    url: `/showcases/truck-number-${i}`,
    title: `Truck number ${i}`,
    attributes: JSON.stringify({ description: `What truck ${i} cooks and where it parks on weekdays.` }),
    media: JSON.stringify({ poster: null }),
    external_data: JSON.stringify({ cuisines: [1, 2] }),
    post_body: body(i),
    no_index: 0,
    no_follow: 0,
    show_in_sitemap: 1,
    position: i,
    created_at: '2026-11-01 10:00:00',
    updated_at: '2026-11-20 10:00:00',
    publish_at: i === 7 ? '2030-01-01 10:00:00' : null,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await harness.db
      .insertInto('posts')
      .values(rows.slice(i, i + 100))
      .execute();
  const { access_token: token } = await login(harness.app, EMAILS.editor);
  const list = (query = '') =>
    harness.app.inject({
      method: 'GET',
      url: `${API.posts.byType}?type=${type}&limit=500${query}`,
      headers: { host: 'localhost', 'x-forwarded-for': 'localhost', authorization: `Bearer ${token}` },
    });

  const plain = await list();
  t.equal(plain.statusCode, 200);
  const answer = plain.json() as { data: Record<string, unknown>[]; meta: { total: number } };
  t.equal(answer.data.length, 500);
  t.ok(plain.rawPayload.length <= 100_000, `the answer is ${plain.rawPayload.length} bytes, at most 100,000`);
  for (const field of POST_LIST_EXTRA_FIELDS)
    t.notOk(
      answer.data.some((post) => field in post),
      `no ${field} in the list unless asked`,
    );
  const scheduled = answer.data.find((post) => post.url === '/showcases/truck-number-7');
  t.same(
    scheduled,
    {
      id: scheduled?.id,
      post_status_id: POST_STATUS.published,
      url: '/showcases/truck-number-7',
      title: 'Truck number 7',
      position: 7,
      created_at: '2026-11-01 10:00:00',
      updated_at: '2026-11-20 10:00:00',
      publish_at: '2030-01-01T10:00:00Z',
    },
    'what every list screen shows, the schedule only when set',
  );

  const withBodies = (await list('&include=post_body')).json() as typeof answer;
  t.same(
    withBodies.data.map((post) => post.post_body),
    rows.map((row) => JSON.parse(row.post_body)),
    'include=post_body: every body',
  );
  t.notOk(
    withBodies.data.some((post) => 'attributes' in post),
    'and only what was asked',
  );

  // every field named: each post as GET /api/posts/{id} answers it
  const whole = (await list(`&include=${POST_LIST_EXTRA_FIELDS.join(',')}`)).json() as typeof answer;
  for (const post of [whole.data[0], whole.data[7], whole.data[499]]) {
    const one = await client(harness.app, token).get(API.posts.one(Number(post?.id)));
    const { publish_at, unpublish_at, ...rest } = one.body as Record<string, unknown>;
    t.same(post, { ...rest, ...(publish_at === null ? {} : { publish_at }) }, `post ${post?.id} whole`);
  }

  for (const bad of ['&include=password', '&include=', '&include=post_body,,media']) {
    const res = await list(bad);
    t.equal(res.statusCode, 400, `${bad}: 400`);
  }
});

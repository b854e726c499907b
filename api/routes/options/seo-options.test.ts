/**
 * The SEO options beyond the title and description of docs/product.md#api: the page title template and the
 * default share image, written by the site options screen and kept when a client sends only the two.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client } from '../../testing/api-calls.ts';
import { createHarness, signedIn } from '../../testing/api-test-harness.ts';

t.test(
  'SEO: a title template and a share image, kept by a client that sends only title and description',
  async (t) => {
    const { app, db, domains, token } = await signedIn(t, 'admin');
    const put = (payload: unknown) => client(app, token).put(API.options.seo, payload);

    const full = await put({
      title: 'Main Street Trucks',
      description: 'Lunch on wheels',
      title_template: '%s · Main Street',
      share_image: 'https://cdn.example/share.png',
    });
    t.equal(full.status, 200, JSON.stringify(full.body));
    t.same(full.body, {
      title: 'Main Street Trucks',
      description: 'Lunch on wheels',
      title_template: '%s · Main Street',
      share_image: 'https://cdn.example/share.png',
    });
    t.same((await client(app).get(API.options.seo)).body, full.body, 'the public read');

    const twoFields = await put({ title: 'Main Street', description: 'Lunch' });
    t.same(
      twoFields.body,
      {
        title: 'Main Street',
        description: 'Lunch',
        title_template: '%s · Main Street',
        share_image: 'https://cdn.example/share.png',
      },
      'the spec’s body changes only its own fields',
    );

    const media = await db
      .insertInto('media')
      .values({
        domain_id: domains.main,
        hashed_name: 'share1',
        path: 'library/',
        extension: 'webp',
        extensions: '["webp","png"]',
        alt: 'Trucks at dusk',
        width: 1200,
        height: 630,
        original_name: 'share.jpg',
        created_at: '2024-01-01 00:00:00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const byId = await put({ title: 'a', description: 'b', share_image: media.id });
    t.equal(byId.body.share_image, '/media/localhost/library/share1.webp', 'a media id is stored as its url');

    const cleared = await put({ title: 'a', description: 'b', title_template: '', share_image: null });
    t.same(cleared.body, { title: 'a', description: 'b' }, "'' and null go back to none");
    t.same((await client(app).get(API.options.seo)).body, { title: 'a', description: 'b' });
  },
);

t.test(
  'SEO: a template without %s, an unsafe image or an unknown media id is a 400 on its field',
  async (t) => {
    const { app, token } = await signedIn(t, 'admin');
    const put = (payload: unknown) => client(app, token).put(API.options.seo, payload);
    for (const [payload, field] of [
      [{ title: 'a', description: 'b', title_template: 'No placeholder' }, 'title_template'],
      [{ title: 'a', description: 'b', title_template: '%s\n<script>' }, 'title_template'],
      [{ title: 'a', description: 'b', share_image: 'javascript:alert(1)' }, 'share_image'],
      [{ title: 'a', description: 'b', share_image: 'http://plain.example/a.png' }, 'share_image'],
      [{ title: 'a', description: 'b', share_image: 4242 }, 'share_image'],
    ] as const) {
      const res = await put(payload);
      t.equal(res.status, 400, JSON.stringify(payload));
      t.ok(res.body.errors?.[field], `${field}: ${JSON.stringify(res.body)}`);
    }
    t.same((await client(app).get(API.options.seo)).body, { title: '', description: '' });
  },
);

t.test('SEO: a stored template or image that is no longer valid is not served', async (t) => {
  const { app, db, domains } = await createHarness(t);
  await db
    .insertInto('domain_settings')
    .values({
      domain_id: domains.main,
      setting: 'seo',
      value: JSON.stringify({
        title: 'Old',
        description: '',
        title_template: 'no placeholder',
        share_image: 'javascript:alert(1)',
        evil: 1,
      }),
      updated_at: '2024-01-01 00:00:00',
    })
    .execute();
  t.same((await client(app).get(API.options.seo)).body, { title: 'Old', description: '' });
});

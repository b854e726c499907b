import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { client } from '../testing/api-calls.ts';
import { signedIn } from '../testing/api-test-harness.ts';

t.test('sitemap lists published, indexable, not deleted posts of the chosen types', async (t) => {
  const { app, token } = await signedIn(t, 'admin');
  const create = async (url: string, extra: Record<string, unknown> = {}) =>
    (
      await client(app, token).post(API.posts.create, {
        url,
        title: url,
        post_status_id: 2,
        post_type_id: 1,
        ...extra,
      })
    ).body;
  await create('/');
  await create('/draft', { post_status_id: 1 });
  await create('/hidden', { show_in_sitemap: false });
  await create('/noindex', { no_index: true });
  const deleted = await create('/deleted');
  await client(app, token).delete(API.posts.one(deleted.id));
  await create('/blog/hello', { post_type_id: 6 });

  const all = await client(app).get(API.sitemap);
  t.same(
    all.body.data.map((e: { url: string }) => e.url),
    ['/', '/blog/hello'],
  );
  t.match(all.body.data[0].updated_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  await client(app, token).put(API.options.siteMap, { post_type_ids: [1] });
  const pagesOnly = await client(app).get(API.sitemap);
  t.same(
    pagesOnly.body.data.map((e: { url: string }) => e.url),
    ['/'],
  );
});

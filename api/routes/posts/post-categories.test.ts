/**
 * Blog posts carry categories (`external_data.categories`, the `categories` field of the blog's
 * collection declaration): checked to be the site's, refused on types without the field, filtered
 * on by the public list, and dropped from posts when the category is deleted.
 */
import t from 'tap';
import { API } from '#shared/api-paths.ts';
import { POST_TYPE } from '#shared/ids/post-types.ts';
import { client, login } from '../../testing/api-calls.ts';
import { createHarness } from '../../testing/api-test-harness.ts';
import { EMAILS, HOSTS } from '../../testing/seeded-staff.ts';

t.test('blog posts carry categories of their site; the public list filters by one', async (t) => {
  const { app } = await createHarness(t);
  const { access_token: token } = await login(app, EMAILS.editor);
  const category = async (name: string, host: string = HOSTS.main, as = token) =>
    (await client(app, as, host).post(API.categories, { name })).body.data.id as number;
  const news = await category('News');
  const recipes = await category('Recipes');
  const { access_token: tacosToken } = await login(app, EMAILS.tacosAdmin, HOSTS.tacos);
  const foreign = await category('Elsewhere', HOSTS.tacos, tacosToken);

  const create = (url: string, postTypeId: number, categories?: number[]) =>
    client(app, token).post(API.posts.create, {
      url,
      title: url.slice(1),
      post_status_id: 2,
      post_type_id: postTypeId,
      ...(categories ? { external_data: { categories } } : {}),
    });
  const opening = await create('/blog/opening', POST_TYPE.blog, [news]);
  t.equal(opening.status, 201, JSON.stringify(opening.body));
  t.same(opening.body.external_data, { categories: [news] });
  t.equal((await create('/blog/dumplings', POST_TYPE.blog, [recipes, news])).status, 201);
  t.equal((await create('/blog/plain', POST_TYPE.blog)).status, 201);

  for (const [url, type, ids, why] of [
    ['/blog/x', POST_TYPE.blog, [9999], 'an unknown category'],
    ['/blog/y', POST_TYPE.blog, [foreign], "another site's category"],
    ['/about', POST_TYPE.page, [news], 'a page has no categories field'],
  ] as const) {
    const refused = await create(url, type, [...ids]);
    t.equal(refused.status, 400, why);
    t.ok(refused.body.errors['external_data.categories'], why);
  }

  const changed = await client(app, token).put(API.posts.data(opening.body.id), {
    external_data: { categories: [recipes] },
  });
  t.equal(changed.status, 200);
  t.same(changed.body.external_data, { categories: [recipes] });
  const badChange = await client(app, token).put(API.posts.data(opening.body.id), {
    external_data: { categories: [foreign] },
  });
  t.equal(badChange.status, 400);

  const listed = async (query: string) =>
    (await client(app).get(`${API.posts.published}?${query}`)).body.data.map((p: { url: string }) => p.url);
  t.same(await listed(`type=${POST_TYPE.blog}&category=${recipes}`), ['/blog/opening', '/blog/dumplings']);
  t.same(await listed(`type=${POST_TYPE.blog}&category=${news}`), ['/blog/dumplings']);
  t.same(
    await listed(`type=${POST_TYPE.blog}&category=${foreign}`),
    [],
    "another site's category lists nothing",
  );
  t.equal((await client(app).get(`${API.posts.published}?category=abc`)).status, 400, 'a category is an id');

  const deleted = await client(app, token).delete(API.category(recipes));
  t.equal(deleted.status, 200);
  const after = await client(app).get(`${API.posts.byUrl}?url=/blog/dumplings`);
  t.same(after.body.data.external_data, { categories: [news] }, 'a deleted category leaves the posts');
  t.same(await listed(`type=${POST_TYPE.blog}&category=${recipes}`), []);
});

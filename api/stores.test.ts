import t from 'tap';
import { createHarness } from './testing/api-test-harness.ts';

t.test('withTransaction: every store call in it happens, or none does', async (t) => {
  const { app, domains } = await createHarness(t);
  const stores = app.stores;

  const kept = await stores.withTransaction(async (trx) => {
    const category = await trx.faqs.addCategory(domains.main, 'Ordering');
    await trx.taxonomy.addCategory(domains.main, 'Street food');
    return category;
  });
  t.same(await stores.faqs.listCategories(domains.main), [kept], 'committed when the work resolves');

  const failure = new Error('the second part fails');
  await t.rejects(
    stores.withTransaction(async (trx) => {
      await trx.faqs.addCategory(domains.main, 'Payment');
      await trx.taxonomy.addCategory(domains.main, 'street food'); // a name the site has: refused
    }),
    'the error of the work is the answer',
  );
  await t.rejects(
    stores.withTransaction(async (trx) => {
      await trx.faqs.addCategory(domains.main, 'Payment');
      throw failure;
    }),
    failure,
  );
  t.same(await stores.faqs.listCategories(domains.main), [kept], 'rolled back when it throws');
  t.same(
    (await stores.taxonomy.listCategories(domains.main)).map((c) => c.name),
    ['Street food'],
    'the other store committed its part once',
  );

  const nested = await stores.withTransaction((trx) =>
    trx.withTransaction(async (inner) => {
      await inner.faqs.addCategory(domains.main, 'Hours');
      return (await inner.faqs.listCategories(domains.main)).map((c) => c.name);
    }),
  );
  t.same(nested, ['Ordering', 'Hours'], 'a transaction inside one is the same transaction');
});

t.test('the post store answers rows or undefined, never an HTTP error', async (t) => {
  const { app, domains } = await createHarness(t);
  const posts = app.stores.posts;
  const row = await posts.insert({
    domain_id: domains.main,
    public_id: 'p1',
    post_type_id: 1,
    post_status_id: 1,
    url: '/menu',
    title: 'Menu',
    attributes: '{}',
    media: '{}',
    external_data: '{}',
    post_body: '{}',
    no_index: 0,
    no_follow: 0,
    show_in_sitemap: 1,
    position: 0,
  });
  t.same(await posts.find(domains.main, row.id), row);
  t.equal(await posts.find(domains.tacos, row.id), undefined, "another site's post: undefined");
  t.equal(await posts.find(domains.main, row.id + 1), undefined, 'no such post: undefined');
  t.equal(await posts.isUrlTaken(domains.main, '/menu'), true);
  t.equal(await posts.isUrlTaken(domains.main, '/menu', row.id), false, 'its own url');
  t.equal(await posts.isUrlTaken(domains.tacos, '/menu'), false, 'per site');
});

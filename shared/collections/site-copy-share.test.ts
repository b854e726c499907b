import t from 'tap';
import { CONTENT_COLLECTIONS } from './content-collections.ts';
import { siteCopyOrder } from './site-copy-share.ts';

t.test('a site copy takes the collections after those they point at', async (t) => {
  const order = siteCopyOrder(CONTENT_COLLECTIONS).map((c) => c.slug);
  t.same(order, [
    'categories',
    'cuisine-tags',
    'faq-categories',
    'media',
    'posts',
    'faqs',
    'stops',
    'stop-exceptions',
    'analytics-items',
    'site-options',
  ]);
  for (const collection of CONTENT_COLLECTIONS) {
    const copied = order.indexOf(collection.slug);
    t.equal(
      copied === -1,
      collection.siteCopy.share === 'not-copied',
      `${collection.slug}: copied as declared`,
    );
    for (const first of 'after' in collection.siteCopy ? collection.siteCopy.after : [])
      t.ok(order.indexOf(first) < copied, `${collection.slug} after ${first}`);
  }
});

t.test('an order that cannot be kept is refused', async (t) => {
  const loop = [
    { slug: 'a', siteCopy: { share: 'copied', after: ['b'] } },
    { slug: 'b', siteCopy: { share: 'copied', after: ['a'] } },
  ] as const;
  t.throws(() => siteCopyOrder(loop), /comes after itself/);
  const missing = [{ slug: 'a', siteCopy: { share: 'copied', after: ['users'] } }] as const;
  t.throws(() => siteCopyOrder(missing), /not copied/);
});

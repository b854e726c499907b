import t from 'tap';
import { BLOCK_DEFAULT_PROPS } from '#shared/page-blocks/block-defaults.ts';
import {
  mappedIds,
  remapDocument,
  remapExternalData,
  remapMediaSlots,
  rewriteMediaUrls,
} from './copied-references.ts';

const maps = {
  media: new Map([[1, 11]]),
  posts: new Map([[5, 55]]),
  faqCategories: new Map([[3, 33]]),
  categories: new Map([[4, 44]]),
  cuisineTags: new Map([[7, 77]]),
};

t.test(
  'block references follow the declared fields, in content and zones; unknown ones are dropped',
  async (t) => {
    const document = {
      root: { props: { title: 'x' } },
      content: [
        { type: 'Hero', props: { ...BLOCK_DEFAULT_PROPS.Hero, id: 'h', image: 1, logo: 2 } },
        { type: 'MembersGrid', props: { id: 'g', memberIds: [5, 6] } },
        { type: 'FaqList', props: { id: 'f', categoryId: 3 } },
        { type: 'BlogList', props: { id: 'b', categoryId: 9 } },
        { type: 'Unknown', props: { image: 1 } },
        'not a block',
      ],
      zones: { side: [{ type: 'Gallery', props: { id: 'y', items: [{ image: 1, caption: 'c' }, 'odd'] } }] },
    };
    const next = remapDocument(document, maps) as typeof document;
    t.match(next.content[0], { props: { image: 11, logo: null, title: '' } });
    t.same((next.content[1] as { props: unknown }).props, { id: 'g', memberIds: [55] });
    t.same((next.content[2] as { props: unknown }).props, { id: 'f', categoryId: 33 });
    t.same((next.content[3] as { props: unknown }).props, { id: 'b', categoryId: null });
    t.same(next.content[4], { type: 'Unknown', props: { image: 1 } }, 'an unknown block is left as it is');
    t.equal(next.content[5], 'not a block');
    t.same(next.zones.side?.[0], {
      type: 'Gallery',
      props: { id: 'y', items: [{ image: 11, caption: 'c' }, 'odd'] },
    });
    t.same(
      (remapDocument(document, { posts: maps.posts }) as typeof document).content[0],
      document.content[0],
      'a map left out is not applied',
    );
    t.equal(
      (document.content[0] as { props: { image: number } }).props.image,
      1,
      'the source is not changed',
    );
  },
);

t.test('media slots, taxonomy links, id lists and media urls', async (t) => {
  t.same(remapMediaSlots({ poster: 1, logo: 2, none: null }, maps.media), {
    poster: 11,
    logo: null,
    none: null,
  });
  t.same(remapMediaSlots('junk', maps.media), {});
  t.same(remapExternalData({ cuisines: [7, 8], categories: [4] }, maps), {
    cuisines: [77],
    categories: [44],
  });
  t.same(remapExternalData({}, maps), {});
  t.same(mappedIds([5, '5', 6], maps.posts), [55]);
  t.equal(
    rewriteMediaUrls(
      '<img src="/media/localhost/library/a.webp"> /media/tacos.localhost/library/b.webp',
      'localhost',
      'new.localhost',
    ),
    '<img src="/media/new.localhost/library/a.webp"> /media/tacos.localhost/library/b.webp',
    'only the source host, never a host that ends like it',
  );
});

/** Where the stored JSON shows an image: slots, declared media props of blocks, image options. */
import t from 'tap';
import {
  imagePlacesOfPost,
  mediaIdsOfDocument,
  optionsShowingImage,
  postWithoutImage,
  settingWithoutImage,
} from './media-references.ts';

const body = (content: unknown[], zones: Record<string, unknown[]> = {}) =>
  JSON.stringify({ root: { props: {} }, content, zones });

t.test('only declared media props count, in content, zones and list items', async (t) => {
  const document = {
    content: [
      { type: 'Hero', props: { id: 'h', image: 3, logo: 4, title: '5' } },
      { type: 'Gallery', props: { id: 'g', items: [{ image: 6 }, { image: null }, { image: '7' }] } },
      { type: 'MembersGrid', props: { id: 'm', memberIds: [8, 9] } },
      { type: 'Unknown', props: { id: 'u', image: 10 } },
    ],
    zones: { 'h:extra': [{ type: 'Image', props: { id: 'i', image: 11 } }] },
  };
  t.same(
    [...mediaIdsOfDocument(document)].sort((a, b) => a - b),
    [3, 4, 6, 11],
  );
  t.same([...mediaIdsOfDocument('not a document')], []);
});

t.test('a post’s places, and the post without one image', async (t) => {
  const post = {
    media: JSON.stringify({ poster: 3, logo: 3, banner: 4 }),
    post_body: body([{ type: 'Image', props: { id: 'i', image: 3, caption: 'c' } }]),
  };
  t.same(Object.fromEntries(imagePlacesOfPost(post)), {
    3: ['Poster', 'Logo', 'Image block'],
    4: ['banner'],
  });
  const without = postWithoutImage(post, 3);
  t.same(JSON.parse(without?.media ?? ''), { poster: null, logo: null, banner: 4 });
  t.equal(JSON.parse(without?.post_body ?? '').content[0].props.image, null);
  t.equal(JSON.parse(without?.post_body ?? '').content[0].props.caption, 'c', 'the rest stays');
  t.equal(postWithoutImage(post, 99), undefined, 'a post that does not show it is left alone');
  const broken = { media: '{', post_body: 'not json' };
  t.same([...imagePlacesOfPost(broken)], [], 'unreadable JSON shows nothing');
});

t.test('image options are found by the image’s hashed name, nested too, and emptied', async (t) => {
  const settings = [
    {
      setting: 'options',
      value: JSON.stringify({ logo: '/media/a/library/abc.webp', fav_icon: '/media/a/library/abcd.webp' }),
    },
    {
      setting: 'error-page',
      value: JSON.stringify({
        domainErrorPage: { title: 'abc', truck_image: '/media/a/library/abc.webp' },
        members: [],
      }),
    },
    { setting: 'menus', value: '[1, 2]' },
  ];
  t.same(optionsShowingImage(settings, 'abc'), ['Logo', 'Error page image']);
  t.same(JSON.parse(settingWithoutImage(settings[0] as (typeof settings)[0], 'abc') ?? ''), {
    logo: null,
    fav_icon: '/media/a/library/abcd.webp',
  });
  t.same(JSON.parse(settingWithoutImage(settings[1] as (typeof settings)[0], 'abc') ?? '').domainErrorPage, {
    title: 'abc',
    truck_image: null,
  });
  t.equal(settingWithoutImage(settings[2] as (typeof settings)[0], 'abc'), undefined);
});

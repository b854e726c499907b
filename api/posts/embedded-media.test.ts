import t from 'tap';
import { stripEmbeddedMedia } from './embedded-media.ts';

t.test('media objects anywhere in a document become their ids', async (t) => {
  const doc = {
    root: { props: { title: 'x', image: { id: 7, hashed_name: 'abc', path: 'library/' } } },
    content: [
      {
        type: 'Hero',
        props: { id: 'Hero-1', image: { id: '12', extension: 'webp', alt: 'Truck' }, title: 'Hi' },
      },
      { type: 'Gallery', props: { id: 'Gallery-1', images: [{ id: 3, path: 'library/' }, 4] } },
    ],
    zones: {},
  };
  t.same(stripEmbeddedMedia(doc), {
    root: { props: { title: 'x', image: 7 } },
    content: [
      { type: 'Hero', props: { id: 'Hero-1', image: 12, title: 'Hi' } },
      { type: 'Gallery', props: { id: 'Gallery-1', images: [3, 4] } },
    ],
    zones: {},
  });
});

t.test('blocks themselves (id without file fields) are kept', async (t) => {
  const block = { type: 'RichText', props: { id: 'RichText-1', html: '<p>a</p>' } };
  t.same(stripEmbeddedMedia(block), block);
});

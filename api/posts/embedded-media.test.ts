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

t.test('a very deep value is walked without recursion (no stack overflow)', async (t) => {
  let deep: unknown = { id: 9, hashed_name: 'x' };
  for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? { a: deep } : [deep];
  let result = stripEmbeddedMedia(deep);
  for (let i = 100_000 - 1; i >= 0; i--) {
    result = i % 2 === 0 ? (result as { a: unknown }).a : (result as unknown[])[0];
  }
  t.equal(result, 9);
});

t.test('keys keep their order and "__proto__" stays a plain key', async (t) => {
  const input = JSON.parse('{"b":1,"a":{"__proto__":{"polluted":true}},"c":[{"id":2,"path":"p/"}]}');
  const out = stripEmbeddedMedia(input) as Record<string, unknown>;
  t.same(Object.keys(out), ['b', 'a', 'c']);
  t.equal(({} as Record<string, unknown>).polluted, undefined);
  t.equal(Object.getPrototypeOf(out.a), Object.prototype);
  t.same(out.c, [2]);
});

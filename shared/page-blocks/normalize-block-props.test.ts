/** Block props as every reader takes them from stored JSON (normalize-block-props.ts). */
import t from 'tap';
import { normalizeBlockProps } from './normalize-block-props.ts';

t.test('keeps props of the right type and defaults the rest', async (t) => {
  const props = normalizeBlockProps('Hero', {
    id: 'Hero-1',
    title: 'Taco Row',
    subtitle: 42,
    image: 7,
    logo: 'nope',
    ctaLabel: 'Meet the members',
    ctaUrl: '/members',
    extra: 'dropped',
  });
  t.strictSame(props, {
    id: 'Hero-1',
    title: 'Taco Row',
    subtitle: '',
    image: 7,
    logo: null,
    ctaLabel: 'Meet the members',
    ctaUrl: '/members',
    anchor: '',
  });
  t.equal(normalizeBlockProps('RichText', { id: 'r', anchor: 'menu' }).anchor, 'menu', 'every block has one');
  t.equal(normalizeBlockProps('RichText', { id: 'r', anchor: 5 }).anchor, '');
});

t.test('checks lists and nullable ids', async (t) => {
  t.equal(normalizeBlockProps('FaqList', { id: 'f', title: 'FAQ', categoryId: 3 }).categoryId, 3);
  t.equal(normalizeBlockProps('FaqList', { id: 'f', categoryId: '3' }).categoryId, null);
  t.strictSame(normalizeBlockProps('Gallery', { id: 'g', items: 'x' }).items, []);
  t.equal(
    normalizeBlockProps('OpeningHours', { id: 'o', hours: [{ day: 'Mon', open: '9', close: '5' }] }).hours
      .length,
    1,
  );
});

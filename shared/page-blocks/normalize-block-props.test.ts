import { describe, expect, it } from 'vitest';
import { normalizeBlockProps } from './normalize-props.ts';

describe('block props from stored JSON', () => {
  it('keeps props of the right type and defaults the rest', () => {
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
    expect(props).toEqual({
      id: 'Hero-1',
      title: 'Taco Row',
      subtitle: '',
      image: 7,
      logo: null,
      ctaLabel: 'Meet the members',
      ctaUrl: '/members',
      anchor: '',
    });
    expect(normalizeBlockProps('RichText', { id: 'r', anchor: 'menu' }).anchor, 'every block has one').toBe(
      'menu',
    );
    expect(normalizeBlockProps('RichText', { id: 'r', anchor: 5 }).anchor).toBe('');
  });

  it('checks lists and nullable ids', () => {
    expect(normalizeBlockProps('FaqList', { id: 'f', title: 'FAQ', categoryId: 3 }).categoryId).toBe(3);
    expect(normalizeBlockProps('FaqList', { id: 'f', categoryId: '3' }).categoryId).toBeNull();
    expect(normalizeBlockProps('Gallery', { id: 'g', items: 'x' }).items).toEqual([]);
    expect(
      normalizeBlockProps('OpeningHours', { id: 'o', hours: [{ day: 'Mon', open: '9', close: '5' }] }).hours,
    ).toHaveLength(1);
  });
});

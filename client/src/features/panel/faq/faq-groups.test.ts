import { describe, expect, it } from 'vitest';
import type { Faq } from '#shared/schemas/content.ts';
import { groupFaqs } from './faq-groups.ts';

const faq = (id: number, category: number | null, position: number): Faq => ({
  id,
  question: `Q${id}`,
  answer: 'A',
  category,
  position,
});

describe('FAQ groups', () => {
  it('groups by category in position order, loose questions last', () => {
    const groups = groupFaqs(
      [faq(1, 2, 5), faq(2, 1, 1), faq(3, 2, 0), faq(4, null, 0), faq(5, 99, 2)],
      [
        { id: 1, name: 'Visiting' },
        { id: 2, name: 'Catering' },
      ],
    );
    expect(groups.map((g) => [g.category?.name ?? null, g.faqs.map((f) => f.id)])).toEqual([
      ['Visiting', [2]],
      ['Catering', [3, 1]],
      [null, [4, 5]],
    ]);
  });
});

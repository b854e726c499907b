import { describe, expect, it } from 'vitest';
import { faqGroups } from './faq-entries.ts';

const faq = (id: number, category: number | null, question: string, answer: string) => ({
  id,
  category,
  question,
  answer,
  position: id,
});

describe('FAQ entries (docs/product.md#rules)', () => {
  const categories = [
    { id: 1, name: 'Visiting' },
    { id: 2, name: 'Catering' },
  ];
  const faqs = [
    faq(1, 1, 'Where?', 'On the square.'),
    faq(2, 1, 'When?', ''),
    faq(3, 2, '  ', 'An answer without a question'),
    faq(4, 2, 'How far ahead?', 'Four weeks.'),
    faq(5, null, 'Cards?', 'Yes.'),
  ];

  it('shows only entries with both question and answer, grouped by category', () => {
    const groups = faqGroups(faqs, categories, null);
    expect(groups.map((g) => [g.name, g.entries.map((e) => e.id)])).toEqual([
      ['Visiting', [1]],
      ['Catering', [4]],
      ['More questions', [5]],
    ]);
  });

  it('shows one category when asked', () => {
    expect(faqGroups(faqs, categories, 2).map((g) => g.name)).toEqual(['Catering']);
  });
});

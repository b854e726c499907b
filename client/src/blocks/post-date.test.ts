import { describe, expect, it } from 'vitest';
import { formatPostDate } from './post-date.ts';

describe('formatPostDate', () => {
  it('reads the API’s dates and writes them as Intl’s English long format does', () => {
    const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' });
    for (const value of ['2024-05-01 10:00:00', '2023-12-31T23:59:59', '2026-01-09 00:00:00', '2025-02-28']) {
      const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
      expect(formatPostDate(value)).toBe(intl.format(date));
    }
    expect(formatPostDate('2024-05-01 10:00:00')).toBe('May 1, 2024');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatPostDate('')).toBe('');
    expect(formatPostDate('soon')).toBe('');
  });
});

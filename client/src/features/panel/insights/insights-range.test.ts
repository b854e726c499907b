import { describe, expect, it } from 'vitest';
import { insightsQuery, rangeLabel, readInsightsRange, writeInsightsRange } from './insights-range.ts';

const TODAY = '2026-11-27';
const read = (query: string) => readInsightsRange(new URLSearchParams(query), TODAY);

describe("the Insights screen's range", () => {
  it('is the last 30 days to today unless asked', () => {
    expect(read('')).toEqual({ from: '2026-10-29', to: TODAY, choice: 30, allSites: false });
    expect(read('days=12')).toMatchObject({ choice: 30 });
  });

  it('is the last 7 or 90 days when asked, and written back the same', () => {
    const week = read('days=7');
    expect(week).toEqual({ from: '2026-11-21', to: TODAY, choice: 7, allSites: false });
    expect(writeInsightsRange(week).toString()).toBe('days=7');
    expect(read('days=90').from).toBe('2026-08-30');
    expect(writeInsightsRange(read('')).toString()).toBe('');
  });

  it('takes a range of its own only when both days are real, in order and not in the future', () => {
    expect(read('from=2026-10-01&to=2026-10-14')).toEqual({
      from: '2026-10-01',
      to: '2026-10-14',
      choice: 'custom',
      allSites: false,
    });
    expect(read('from=2026-10-14&to=2026-10-01').choice).toBe(30);
    expect(read('from=2026-02-30&to=2026-03-02').choice).toBe(30);
    expect(read('from=2026-11-01&to=2026-12-01').choice).toBe(30);
  });

  it('asks the API for the same range, every site together for an owner who chose so', () => {
    const range = read('days=7&sites=all');
    expect(insightsQuery(range)).toBe('?from=2026-11-21&to=2026-11-27&site=all');
    expect(insightsQuery(read('days=7'), { limit: '10' })).toBe('?from=2026-11-21&to=2026-11-27&limit=10');
    expect(writeInsightsRange(range).toString()).toBe('days=7&sites=all');
  });

  it('reads as people say it', () => {
    expect(rangeLabel(read('days=7'))).toBe('the last 7 days');
    expect(rangeLabel(read('from=2026-10-01&to=2026-10-14'))).toBe('2026-10-01 to 2026-10-14 (14 days)');
    expect(rangeLabel(read('from=2026-10-01&to=2026-10-01'))).toBe('2026-10-01 to 2026-10-01 (1 day)');
  });
});

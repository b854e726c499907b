import { describe, expect, it } from 'vitest';
import { changeText } from '../ui/period-change.ts';
import type { InsightSummary } from './insights-data.ts';
import { devicesTable, referrersTable, visitsRows, visitsTable } from './insights-figures.ts';

const summary: InsightSummary = {
  from: '2026-11-26',
  to: '2026-11-27',
  totals: { visitors: 5, views: 9, entries: 5 },
  days: [
    { day: '2026-11-26', visitors: 2, views: 3, entries: 2 },
    { day: '2026-11-27', visitors: 3, views: 6, entries: 3 },
  ],
  previous: {
    from: '2026-11-24',
    to: '2026-11-25',
    totals: { visitors: 4, views: 4, entries: 4 },
    days: [
      { day: '2026-11-24', visitors: 1, views: 1, entries: 1 },
      { day: '2026-11-25', visitors: 3, views: 3, entries: 3 },
    ],
  },
};

describe('the Insights figures', () => {
  it('say the change against the previous period in whole percents', () => {
    expect(changeText(5, 4)).toBe('+25 %');
    expect(changeText(2, 4)).toBe('\u221250 %');
    expect(changeText(4, 4)).toBe('same');
    expect(changeText(3, 0)).toBe('new');
    expect(changeText(0, 0)).toBe('same');
  });

  it('put each day beside the day of the same place in the previous period', () => {
    expect(visitsRows(summary)).toEqual([
      { day: '2026-11-26', visitors: 2, views: 3, previousVisitors: 1, previousViews: 1 },
      { day: '2026-11-27', visitors: 3, views: 6, previousVisitors: 3, previousViews: 3 },
    ]);
    expect(visitsTable(summary).rows[1]).toEqual(['2026-11-27', '3', '6', '3', '3']);
  });

  it('name the sources of the visits begun, most first, and give each device its share', () => {
    expect(
      referrersTable([
        { host: '', views: 9, entries: 2 },
        { host: 'news.example.org', views: 3, entries: 3 },
        { host: 'inside.example', views: 4, entries: 0 },
      ]).rows,
    ).toEqual([
      ['news.example.org', '3'],
      ['Direct, or no referring site sent', '2'],
    ]);
    expect(
      devicesTable([
        { device: 'phone', views: 3 },
        { device: 'desktop', views: 1 },
      ]).rows,
    ).toEqual([
      ['Phones', '3', '75 %'],
      ['Desktops', '1', '25 %'],
    ]);
  });
});

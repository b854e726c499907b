import { describe, expect, it } from 'vitest';
import { insightsCsv } from './insights-csv.ts';

describe('the CSV of the Insights screen', () => {
  it('has a section per table shown, each with its header, and guards cells a visitor chose', () => {
    const csv = insightsCsv(
      {
        summary: {
          from: '2026-11-27',
          to: '2026-11-27',
          totals: { visitors: 1, views: 2, entries: 1 },
          days: [{ day: '2026-11-27', visitors: 1, views: 2, entries: 1 }],
          previous: {
            from: '2026-11-26',
            to: '2026-11-26',
            totals: { visitors: 0, views: 0, entries: 0 },
            days: [{ day: '2026-11-26', visitors: 0, views: 0, entries: 0 }],
          },
        },
        pages: [{ site: 'localhost', path: '/=HYPERLINK("x")', views: 2, entries: 1 }],
        referrers: [{ host: '', views: 1, entries: 1 }],
        vitals: [
          {
            site: 'localhost',
            path: '/',
            lcp: { p75: 1800, band: 'good', samples: 3 },
            cls: { p75: 0.12, band: 'needs-improvement', samples: 3 },
          },
        ],
      },
      'localhost',
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Insights of localhost');
    expect(lines).toContain('"Visitors and page views per day, 2026-11-27 to 2026-11-27"');
    expect(lines).toContain('2026-11-27,1,2,1,2026-11-26,0,0');
    expect(lines).toContain('site,path,views,entries');
    // a path a visitor asked for cannot become a formula, and its quotes are escaped
    expect(lines).toContain(`localhost,"/=HYPERLINK(""x"")",2,1`);
    expect(lines).toContain('(direct or none),1,1');
    expect(lines).toContain('localhost,/,1.80 s,good,3,,,,0.12,needs-improvement,3,,,');
    expect(csv).not.toContain('Devices');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});

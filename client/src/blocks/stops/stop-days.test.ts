import { describe, expect, it } from 'vitest';
import { dayLabel, hoursLabel, longDay } from './stop-days.ts';

describe("a stop's day and hours", () => {
  it('name the day as people say it, from the site’s own today', () => {
    expect(dayLabel('2026-11-27', '2026-11-27')).toBe('Today');
    expect(dayLabel('2026-11-28', '2026-11-27')).toBe('Tomorrow');
    expect(dayLabel('2026-11-30', '2026-11-27')).toBe('Monday 30 November');
    // across a month and a daylight-saving change: whole days still
    expect(dayLabel('2026-04-01', '2026-03-31')).toBe('Tomorrow');
    expect(longDay('2027-01-01')).toBe('Friday 1 January');
  });

  it('give the hours as a range', () => {
    expect(hoursLabel('11:00', '14:30')).toBe('11:00\u201314:30');
  });
});

import { describe, expect, it } from 'vitest';
import { localInputValue, scheduleText, utcFromLocalInput } from './schedule-times.ts';

describe('scheduled times in the site’s time zone', () => {
  it('shows a UTC time in the site’s zone, whatever the browser’s', () => {
    expect(localInputValue('2026-12-01T17:00:00Z', 'Europe/Berlin')).toBe('2026-12-01T18:00');
    expect(localInputValue('2026-07-01T17:00:00Z', 'Europe/Berlin')).toBe('2026-07-01T19:00');
    expect(localInputValue('2026-12-01T17:00:00Z', 'America/New_York')).toBe('2026-12-01T12:00');
    expect(scheduleText('2026-12-01T17:00:00Z', 'Asia/Tokyo')).toBe('2 Dec 2026, 02:00');
  });

  it('turns what staff type in the site’s zone into UTC, across daylight saving', () => {
    expect(utcFromLocalInput('2026-12-01T18:00', 'Europe/Berlin')).toBe('2026-12-01T17:00:00Z');
    expect(utcFromLocalInput('2026-07-01T19:00', 'Europe/Berlin')).toBe('2026-07-01T17:00:00Z');
    expect(utcFromLocalInput('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00Z');
    expect(utcFromLocalInput('2026-12-01T18:00', 'UTC')).toBe('2026-12-01T18:00:00Z');
    expect(utcFromLocalInput('2026-12-01', 'UTC')).toBeNull();
    expect(utcFromLocalInput('', 'UTC')).toBeNull();
  });

  it('round-trips', () => {
    for (const zone of ['Europe/Berlin', 'America/Los_Angeles', 'Australia/Sydney', 'UTC']) {
      const iso = '2027-01-15T09:45:00Z';
      expect(utcFromLocalInput(localInputValue(iso, zone), zone)).toBe(iso);
    }
  });
});

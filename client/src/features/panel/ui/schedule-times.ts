/**
 * Scheduled times as staff see them: the API speaks UTC (ISO 8601), the panel writes and shows
 * them in the site's time zone (the domain option `time_zone`), whatever zone the browser is in.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** `2026-12-01T17:00:00Z` in Europe/Berlin → `2026-12-01T18:00` (a datetime-local value). */
export function localInputValue(iso: string, timeZone: string): string {
  return format(new TZDate(iso, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** The reverse: a datetime-local value in the site's zone as UTC ISO 8601; null when incomplete. */
export function utcFromLocalInput(local: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const instant = new TZDate(y, m - 1, d, h, min, timeZone);
  return `${new Date(instant.getTime()).toISOString().slice(0, 16)}:00Z`;
}

/** "1 Dec 2026, 18:00" in the site's zone. */
export function scheduleText(iso: string, timeZone: string): string {
  return format(new TZDate(iso, timeZone), 'd MMM yyyy, HH:mm');
}

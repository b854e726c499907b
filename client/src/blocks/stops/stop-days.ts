/**
 * How a stop's day and hours read on the public site: "Today", "Tomorrow", else "Friday 27
 * November"; "11:00–14:00". Dates are the site's local dates (`YYYY-MM-DD`) as the API gives
 * them, so no time zone is applied here; written out rather than with `Intl.DateTimeFormat`, as
 * post-date.ts explains.
 */
import { MONTH_NAMES as MONTHS } from '../month-names.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

function partsOf(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

const epochDay = (date: string) => {
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** "Friday 27 November" */
export function longDay(date: string): string {
  const { year, month, day } = partsOf(date);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${MONTHS[month - 1]}`;
}

/** "Today", "Tomorrow" or the long day, seen from `today` (the site's local date) */
export function dayLabel(date: string, today: string): string {
  const ahead = epochDay(date) - epochDay(today);
  if (ahead === 0) return 'Today';
  if (ahead === 1) return 'Tomorrow';
  return longDay(date);
}

/** "11:00–14:00" */
export function hoursLabel(start: string, end: string): string {
  return `${start}\u2013${end}`;
}

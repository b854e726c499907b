/**
 * The date a post card or a blog post shows, as "May 1, 2024". Written out rather than with
 * `Intl.DateTimeFormat`: building that formatter at the module's top level loaded ICU's date data
 * during the public bundle's evaluation, 60 ms of the throttled phone's main thread before its
 * first paint (issue 11), for twelve English month names.
 */
import { MONTH_NAMES as MONTHS } from './month-names.ts';

/** `value` as the API writes dates ("2024-05-01 10:00:00" or ISO); '' when it is not a date */
export function formatPostDate(value: string): string {
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

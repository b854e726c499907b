/**
 * When an audit event happened, as the Activity screen shows it: relative ("5 minutes ago") with
 * the exact local time beside it. The API's `at` is UTC `YYYY-MM-DD HH:MM:SS`.
 */
import { format, formatDistanceStrict } from 'date-fns';

export interface EventTime {
  /** "just now", "5 minutes ago" */
  relative: string;
  /** "23 Nov 2026, 14:05:09", local time */
  exact: string;
  /** ISO 8601, for `<time dateTime>` */
  iso: string;
}

const JUST_NOW_MS = 60_000;

export function eventTime(at: string, now: Date = new Date()): EventTime | undefined {
  const date = new Date(`${at.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  const relative =
    now.getTime() - date.getTime() < JUST_NOW_MS
      ? 'just now'
      : formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' });
  return { relative, exact: format(date, 'd MMM y, HH:mm:ss'), iso: date.toISOString() };
}

/** When a user last signed in, as the users screens say it: relative ("5 minutes ago") and exact. */
import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

function parse(instant: string | null): Date | undefined {
  if (!instant) return undefined;
  const date = parseISO(instant);
  return isValid(date) ? date : undefined;
}

/** "Never", "just now" (under a minute) or "3 hours ago". */
export function lastSignInText(instant: string | null, now: Date = new Date()): string {
  const date = parse(instant);
  if (!date) return 'Never';
  if (Math.abs(now.getTime() - date.getTime()) < 60_000) return 'just now';
  return formatDistanceStrict(date, now, { addSuffix: true, roundingMethod: 'floor' });
}

/** The exact local date and time (a tooltip, or the edit screen), '' when never. */
export function exactTime(instant: string | null): string {
  const date = parse(instant);
  return date ? format(date, 'd MMM y, HH:mm') : '';
}

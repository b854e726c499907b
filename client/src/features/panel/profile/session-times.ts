/** How the sessions list tells time: "Active now" for a use within two minutes, else "5 minutes ago"; sign-in dates in full. */
import { differenceInSeconds, format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

const ACTIVE_NOW_SECONDS = 120;

export function lastUsedText(iso: string, now: Date): string {
  const at = parseISO(iso);
  if (!isValid(at)) return '';
  if (differenceInSeconds(now, at) < ACTIVE_NOW_SECONDS) return 'Active now';
  return `Last used ${formatDistanceStrict(at, now, { addSuffix: true })}`;
}

export function signedInText(iso: string): string {
  const at = parseISO(iso);
  return isValid(at) ? `Signed in ${format(at, 'd MMM y, HH:mm')}` : '';
}

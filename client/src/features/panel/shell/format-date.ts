/** Dates of the API (`y-MM-dd HH:mm:ss` or ISO) as a short local text. */
import { format, isValid, parseISO } from 'date-fns';

export function formatApiDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value.includes('T') ? value : value.replace(' ', 'T'));
  return isValid(date) ? format(date, 'd MMM y, HH:mm') : value;
}

/**
 * The by-type date range (docs/product.md#lists-and-dates): from the start of the start day to 23:59:59 of
 * the end day, in `y-MM-dd HH:mm:ss`. A bare day is widened to its whole extent; a full time is used as
 * given.
 */
import { toIsoInstant, toTimestamp } from '../db/timestamps.ts';
import { badRequest } from '../errors/http-error.ts';

export function rangeStart(value: string): string {
  return value.length === 10 ? `${value} 00:00:00` : value;
}

export function rangeEnd(value: string): string {
  return value.length === 10 ? `${value} 23:59:59` : value;
}

/** True when the text names a real calendar day and time (the pattern alone lets 2024-13-45 through). */
export function isRealDateTime(value: string): boolean {
  const full = value.length === 10 ? `${value} 00:00:00` : value;
  const date = new Date(toIsoInstant(full));
  return !Number.isNaN(date.getTime()) && toTimestamp(date) === full;
}

/**
 * The checked bounds of a `startDate`/`endDate` query (post lists, the audit log): each a real
 * date, widened to whole days, the start not after the end; else a 400 naming the field.
 */
export function checkedDateRange(query: { startDate?: string | undefined; endDate?: string | undefined }): {
  start: string | undefined;
  end: string | undefined;
} {
  for (const [field, value] of [
    ['startDate', query.startDate],
    ['endDate', query.endDate],
  ] as const) {
    if (value !== undefined && !isRealDateTime(value)) {
      throw badRequest('The date is not valid', { [field]: ['must be a real date, y-MM-dd HH:mm:ss'] });
    }
  }
  const start = query.startDate === undefined ? undefined : rangeStart(query.startDate);
  const end = query.endDate === undefined ? undefined : rangeEnd(query.endDate);
  if (start !== undefined && end !== undefined && start > end) {
    throw badRequest('The start date is after the end date', { startDate: ['must not be after endDate'] });
  }
  return { start, end };
}

/**
 * UTC days `YYYY-MM-DD`, the unit of every insight table: today's, days before and after, the
 * days of a range, and the first day kept (retention: 25 months, so a year compares with the one
 * before).
 */
import { addDays } from '../calendar-days.ts';

export const RETENTION_MONTHS = 25;

export { addDays };

export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

const epochOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** the days from `from` to `to`, both included */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** whether `day` is a real calendar day (the schema's pattern lets 2026-02-31 through) */
export function isRealDay(day: string): boolean {
  const epoch = epochOf(day);
  return !Number.isNaN(epoch) && utcDay(new Date(epoch)) === day;
}

/** the first day kept on `today`: the same day 25 months before (the month's last day when shorter) */
export function firstKeptDay(today: string): string {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) - RETENTION_MONTHS;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex % 12;
  const lastDate = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return utcDay(new Date(Date.UTC(targetYear, targetMonth, Math.min(date, lastDate))));
}

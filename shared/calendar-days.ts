/**
 * Calendar days as `YYYY-MM-DD` strings, without a time zone: a day plus some days, and the days
 * between two. Visitor insights count UTC days with them, truck schedules the site's local dates.
 */
const DAY_MS = 86_400_000;

const epochOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` plus `days` calendar days */
export function addDays(day: string, days: number): string {
  return new Date(epochOf(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** whole days from `from` to `to` */
export function daysBetween(from: string, to: string): number {
  return Math.round((epochOf(to) - epochOf(from)) / DAY_MS);
}

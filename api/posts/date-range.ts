/**
 * The by-type date range (spec §9): from the start of the start day to 23:59:59 of the end day,
 * in `y-MM-dd HH:mm:ss`. A bare day is widened to its whole extent; a full time is used as given.
 */
export function rangeStart(value: string): string {
  return value.length === 10 ? `${value} 00:00:00` : value;
}

export function rangeEnd(value: string): string {
  return value.length === 10 ? `${value} 23:59:59` : value;
}

/** True when the text names a real calendar day and time (the pattern alone lets 2024-13-45 through). */
export function isRealDateTime(value: string): boolean {
  const full = value.length === 10 ? `${value} 00:00:00` : value;
  const date = new Date(`${full.replace(' ', 'T')}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19).replace('T', ' ') === full;
}

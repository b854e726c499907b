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

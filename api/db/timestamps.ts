/** Storage format of timestamps: UTC `YYYY-MM-DD HH:MM:SS`, sortable as text. */
export function toTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function nowTimestamp(): string {
  return toTimestamp(new Date());
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** A stored timestamp as ISO 8601 in UTC (`2026-11-23T13:05:00Z`), as the API answers instants. */
export function toIsoInstant(timestamp: string): string;
export function toIsoInstant(timestamp: string | null | undefined): string | null;
export function toIsoInstant(timestamp: string | null | undefined): string | null {
  return timestamp ? `${timestamp.replace(' ', 'T')}Z` : null;
}

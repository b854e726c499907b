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

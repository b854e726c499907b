/**
 * A JSON object read without a schema (a page document, a block's props, stored settings): what
 * the walkers of loosely typed data check before they look inside.
 */
export type PlainRecord = Record<string, unknown>;

/** An object that is not null and not an array. */
export function isPlainRecord(value: unknown): value is PlainRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

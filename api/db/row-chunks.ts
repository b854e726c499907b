/** Rows per multi-row insert: well under the bound parameters both engines take. */
const CHUNK = 200;

/** `rows` in parts of at most CHUNK, for multi-row inserts (a site copy, the seed). */
export function rowChunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) out.push(rows.slice(start, start + CHUNK));
  return out;
}

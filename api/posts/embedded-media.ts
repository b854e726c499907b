/**
 * Spec §5: a post's body keeps only the ids of its media. Any embedded media object (an object
 * with an `id` and a file field such as `hashed_name`, `path` or `extension`) is replaced by its id.
 */
const MEDIA_FIELDS = ['hashed_name', 'path', 'extension', 'extensions'];

function isEmbeddedMedia(value: Record<string, unknown>): boolean {
  const id = value.id;
  const hasId = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id));
  return hasId && MEDIA_FIELDS.some((field) => field in value);
}

export function stripEmbeddedMedia<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripEmbeddedMedia(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (isEmbeddedMedia(record)) return Number(record.id) as T;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) result[key] = stripEmbeddedMedia(item);
  return result as T;
}

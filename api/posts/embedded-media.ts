/**
 * docs/product.md#rules: a post's body keeps only the ids of its media. Any embedded media object (an object
 * with an `id` and a file field such as `hashed_name`, `path` or `extension`) is replaced by its id.
 *
 * The walk uses an explicit stack, not recursion: however deep a value is, it never overflows the
 * call stack (bodies are bounded by their schema too, shared/schemas/page-document.ts).
 */
const MEDIA_FIELDS = ['hashed_name', 'path', 'extension', 'extensions'];

function isEmbeddedMedia(value: Record<string, unknown>): boolean {
  const id = value.id;
  const hasId = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id));
  return hasId && MEDIA_FIELDS.some((field) => field in value);
}

type Slot = Record<string, unknown> | unknown[];

/** Sets a key as an own data property (also `__proto__`, which must stay a plain key). */
function put(target: Slot, key: string | number, value: unknown) {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    (target as Record<string | number, unknown>)[key] = value;
  }
}

export function stripEmbeddedMedia<T>(value: T): T {
  const holder: Record<string, unknown> = {};
  // each entry: where the copy of `source` goes
  const stack: [target: Slot, key: string | number, source: unknown][] = [[holder, 'value', value]];
  while (stack.length > 0) {
    const [target, key, source] = stack.pop() as [Slot, string | number, unknown];
    if (Array.isArray(source)) {
      const copy: unknown[] = new Array(source.length);
      put(target, key, copy);
      for (let index = source.length - 1; index >= 0; index--) stack.push([copy, index, source[index]]);
    } else if (source !== null && typeof source === 'object') {
      const record = source as Record<string, unknown>;
      if (isEmbeddedMedia(record)) {
        put(target, key, Number(record.id));
        continue;
      }
      const copy: Record<string, unknown> = {};
      put(target, key, copy);
      const entries = Object.entries(record);
      // placeholders first, so the copy keeps the key order of the source
      for (const [name] of entries) put(copy, name, undefined);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [name, item] = entries[index] as [string, unknown];
        stack.push([copy, name, item]);
      }
    } else {
      put(target, key, source);
    }
  }
  return holder.value as T;
}

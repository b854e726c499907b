/**
 * JSON to bytes with holes: a value may hold `RawJson` pieces that are written verbatim, so a
 * body can carry what `JSON.stringify` cannot make — invalid UTF-8 inside a string, `1e999`,
 * duplicate keys, or a nesting 100,000 levels deep that would overflow the stack of any
 * recursive serializer (the deep part is built as flat text, the rest of the value stays small).
 */

export class RawJson {
  readonly bytes: Buffer;
  constructor(bytes: Buffer | string) {
    this.bytes = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  }
}

export function raw(bytes: Buffer | string): RawJson {
  return new RawJson(bytes);
}

type Part = string | Buffer;

function write(value: unknown, out: Part[]) {
  if (value instanceof RawJson) {
    out.push(value.bytes);
    return;
  }
  if (value === null || value === undefined) {
    out.push('null');
    return;
  }
  if (typeof value === 'string' || typeof value === 'boolean') {
    out.push(JSON.stringify(value));
    return;
  }
  if (typeof value === 'number') {
    out.push(Number.isFinite(value) ? JSON.stringify(value) : 'null');
    return;
  }
  if (typeof value === 'bigint') {
    out.push(value.toString());
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(',');
      write(item, out);
    });
    out.push(']');
    return;
  }
  if (typeof value === 'object') {
    out.push('{');
    let first = true;
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item === undefined) continue;
      if (!first) out.push(',');
      first = false;
      out.push(JSON.stringify(key), ':');
      write(item, out);
    }
    out.push('}');
    return;
  }
  out.push('null');
}

export function toJsonBytes(value: unknown): Buffer {
  const parts: Part[] = [];
  write(value, parts);
  // runs of text become one buffer each; raw pieces go in between as they are
  const buffers: Buffer[] = [];
  let text: string[] = [];
  for (const part of parts) {
    if (typeof part === 'string') text.push(part);
    else {
      if (text.length > 0) buffers.push(Buffer.from(text.join(''), 'utf8'));
      text = [];
      buffers.push(part);
    }
  }
  if (text.length > 0) buffers.push(Buffer.from(text.join(''), 'utf8'));
  return Buffer.concat(buffers);
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels, as flat text. */
export function deepRaw(shape: 'array' | 'object', depth: number): RawJson {
  return shape === 'array'
    ? raw(`${'['.repeat(depth)}${']'.repeat(depth)}`)
    : raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

/**
 * A node nested in itself `depth` times through one of its keys: `{…, children: [{…, children:
 * [ … ]}]}` (`asArray`) or `{…, key: {…, key: …}}`. Bounded by `maxBytes`; answers the depth
 * actually built.
 */
export function selfNested(
  node: Record<string, unknown>,
  key: string,
  asArray: boolean,
  depth: number,
  maxBytes: number,
): { json: RawJson; depth: number } {
  const marker = '\u0000nest-here\u0000';
  const template = toJsonBytes({ ...node, [key]: asArray ? [marker] : marker }).toString('utf8');
  const quoted = JSON.stringify(marker);
  const at = template.indexOf(quoted);
  const before = template.slice(0, at);
  const after = template.slice(at + quoted.length);
  const leaf = toJsonBytes({ ...node, [key]: undefined }).toString('utf8');
  const built = Math.max(
    1,
    Math.min(depth, Math.floor(maxBytes / Math.max(1, before.length + after.length))),
  );
  return { json: raw(`${before.repeat(built)}${leaf}${after.repeat(built)}`), depth: built };
}

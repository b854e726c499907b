/**
 * Valid-looking values from a route's JSON Schema (as TypeBox declares it): objects with their
 * required keys and some optional ones, strings within their lengths and patterns, integers
 * within their bounds, ids taken from the request's site. Every object and array node of the
 * result is listed with its path, so that mutations can aim at any depth — and nodes whose key
 * recurses into the same definition (menu `children`) are marked, for deep self-nesting.
 */
import { Value } from 'typebox/value';
import type { Rng } from './prng.ts';
import type { JsonSchema } from './route-table.ts';

export type Path = (string | number)[];

export interface ValueNode {
  path: Path;
  kind: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' | 'other';
  schema: JsonSchema;
  /** field name of the node (the last object key on its path) */
  name: string | undefined;
  /** for objects: a key whose schema recurses into the definition the object belongs to */
  recursiveKey?: string | undefined;
}

export interface IdChoice {
  /** ids of the request's site for a field of this name (`category` → FAQ category ids) */
  forField(name: string): number[];
  /** ids of the sites (domain ids) */
  domains: number[];
}

export interface ValueContext {
  rng: Rng;
  ids: IdChoice;
  /** real JSON documents of the database, by column or setting name */
  corpus: Map<string, unknown[]>;
  /** real short texts of the database by column name (existing urls, titles, hosts, e-mails) */
  strings: Map<string, string[]>;
  /** e-mail addresses to use for fields named `email` besides fresh ones */
  emails: string[];
  /** passwords to use now and then for fields named `password` (never the owner's) */
  passwords: string[];
}

export interface GeneratedValue {
  value: unknown;
  nodes: ValueNode[];
}

const WORDS = ['taco', 'brisket', 'smoke', 'salsa', 'truck', 'menu', 'grill', 'kimchi', 'lime', 'night'];

interface Walk {
  ctx: ValueContext;
  defs: Map<string, JsonSchema>;
  /** `$ref`s being expanded (recursion guard) */
  refs: string[];
  nodes: ValueNode[];
  depth: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collectDefs(schema: JsonSchema, defs: Map<string, JsonSchema>) {
  const $defs = schema.$defs;
  if (isObject($defs)) {
    for (const [name, def] of Object.entries($defs)) {
      if (!isObject(def)) continue;
      defs.set(name, def);
      if (typeof def.$id === 'string') defs.set(def.$id, def);
    }
  }
  if (typeof schema.$id === 'string') defs.set(schema.$id, schema);
}

/** The schema a `$ref` points at (by `$id` or `#/$defs/Name`), or the schema itself. */
function resolveRef(schema: JsonSchema, defs: Map<string, JsonSchema>): { schema: JsonSchema; ref?: string } {
  collectDefs(schema, defs);
  const ref = schema.$ref;
  if (typeof ref !== 'string') return { schema };
  const name = ref.replace(/^#\/\$defs\//, '');
  const target = defs.get(name) ?? defs.get(ref);
  if (!target) return { schema: {} };
  collectDefs(target, defs);
  return { schema: target, ref: name };
}

function schemaType(schema: JsonSchema, rng: Rng): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return String(rng.pick(type));
  if (typeof type === 'string') return type;
  if (isObject(schema.properties) || isObject(schema.patternProperties)) return 'object';
  if (isObject(schema.items)) return 'array';
  return undefined;
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

const ID_NAME = /(^id$|_id$|^category$|_ids$|^ids$|^members$|^cuisines$|^memberIds$)/i;
const DOMAIN_NAME = /domain/i;

function integerFor(schema: JsonSchema, name: string | undefined, walk: Walk): number {
  const { rng, ids } = walk.ctx;
  const min = num(schema.minimum) ?? (num(schema.exclusiveMinimum) ?? -1) + 1;
  const max = num(schema.maximum) ?? (num(schema.exclusiveMaximum) ?? 1_000_001) - 1;
  const within = (n: number) => Math.min(Math.max(n, min), max);
  if (name && ID_NAME.test(name)) {
    const pool = DOMAIN_NAME.test(name) ? ids.domains : ids.forField(name);
    if (pool.length > 0 && rng.chance(0.85)) return within(rng.pick(pool));
  }
  if (min >= 0 && max - min < 10_000) return rng.int(min, max);
  return within(
    rng.weighted([
      [rng.int(0, 10), 5],
      [rng.int(0, 1000), 3],
      [min, 1],
    ]),
  );
}

/** Candidate strings tried against a `pattern`, randomised so that each run meets new ones. */
function patternCandidates(rng: Rng): string[] {
  const slug = () => `${rng.pick(WORDS)}-${rng.text(rng.int(1, 8))}`;
  return [
    `/${slug()}`,
    `/${slug()}/${slug()}`,
    '/',
    `#${rng.text(6, '0123456789abcdef')}`,
    rng.text(6, '0123456789'),
    `${rng.int(2000, 2030)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    `${rng.int(2000, 2030)}-0${rng.int(1, 9)}-1${rng.int(0, 9)} 1${rng.int(0, 9)}:${rng.int(10, 59)}:${rng.int(10, 59)}`,
    `fuzz-${rng.text(6)}@example.test`,
    `${slug()}.localhost`,
    `${rng.int(1, 40)},${rng.int(1, 40)},${rng.int(1, 40)}`,
    String(rng.int(1, 40)),
    slug(),
  ];
}

function stringFor(schema: JsonSchema, name: string | undefined, walk: Walk): string {
  const { rng } = walk.ctx;
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength) ?? 80;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  // an existing value now and then: a url that exists, a host or e-mail already taken
  const existing = name ? walk.ctx.strings.get(name)?.filter(fits) : undefined;
  if (existing && existing.length > 0 && rng.chance(0.3)) return rng.pick(existing);
  if (typeof schema.pattern === 'string') {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = undefined;
    }
    if (pattern) {
      const candidates = patternCandidates(rng).filter((s) => pattern.test(s) && fits(s));
      if (name && /email/i.test(name)) {
        const emails = walk.ctx.emails.filter((s) => pattern.test(s) && fits(s));
        if (emails.length > 0 && rng.chance(0.4)) return rng.pick(emails);
      }
      if (candidates.length > 0) return rng.pick(candidates);
    }
  }
  if (name && /email/i.test(name)) {
    if (walk.ctx.emails.length > 0 && rng.chance(0.4)) return rng.pick(walk.ctx.emails);
    return `fuzz-${rng.text(8)}@example.test`;
  }
  if (name && /password/i.test(name))
    return `Fz-${rng.text(Math.max(10, minLength) + rng.int(0, 6))}`.slice(0, maxLength);
  if (name && /url|link|src/i.test(name)) {
    const url = rng.chance(0.5)
      ? `/${rng.pick(WORDS)}-${rng.text(5)}`
      : `https://example.test/${rng.text(8)}`;
    if (fits(url)) return url;
  }
  const wanted = Math.min(maxLength, Math.max(minLength, rng.int(1, 24)));
  let text = '';
  while (text.length < wanted) text += `${rng.pick(WORDS)} `;
  text = text.slice(0, wanted).trimEnd();
  while (text.length < minLength) text += rng.text(1);
  return text;
}

function anyScalar(rng: Rng): unknown {
  return rng.pick([rng.text(5), rng.int(0, 100), true, false, null, rng.pick(WORDS)]);
}

function generate(schemaIn: JsonSchema, walk: Walk, name: string | undefined, path: Path): unknown {
  const { rng } = walk.ctx;
  const { schema, ref } = resolveRef(schemaIn, walk.defs);
  if (ref) {
    walk.refs.push(ref);
    try {
      return generate({ ...schema, $id: undefined }, walk, name, path);
    } finally {
      walk.refs.pop();
    }
  }
  const record = (kind: ValueNode['kind'], extra: Partial<ValueNode> = {}) =>
    walk.nodes.push({ path, kind, schema, name, ...extra });

  if ('const' in schema) {
    record('other');
    return schema.const;
  }
  if (Array.isArray(schema.enum)) {
    record('other');
    return rng.pick(schema.enum);
  }
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    const nonNull = branches.filter((b) => b.type !== 'null');
    const branch = nonNull.length > 0 && rng.chance(0.85) ? rng.pick(nonNull) : rng.pick(branches);
    return generate(branch, walk, name, path);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return generate(schema.allOf[0] as JsonSchema, walk, name, path);
  }

  // a real document of the database for a field of the same name, when it fits the schema
  const samples = name ? walk.ctx.corpus.get(name) : undefined;
  if (samples && samples.length > 0 && rng.chance(0.5)) {
    const sample = rng.pick(samples);
    let fits = false;
    try {
      fits = Value.Check(schema, sample);
    } catch {
      fits = false;
    }
    if (fits) {
      record(Array.isArray(sample) ? 'array' : isObject(sample) ? 'object' : 'other');
      return structuredClone(sample);
    }
  }

  switch (schemaType(schema, rng)) {
    case 'null':
      record('null');
      return null;
    case 'boolean':
      record('boolean');
      return rng.chance(0.5);
    case 'integer':
      record('number');
      return integerFor(schema, name, walk);
    case 'number':
      record('number');
      return rng.chance(0.5) ? integerFor(schema, name, walk) : Math.round(rng.next() * 10_000) / 100;
    case 'string':
      record('string');
      return stringFor(schema, name, walk);
    case 'array': {
      const items = isObject(schema.items) ? (schema.items as JsonSchema) : {};
      const itemRef = resolveRef(items, walk.defs).ref;
      const recursive = itemRef !== undefined && walk.refs.includes(itemRef);
      const minItems = num(schema.minItems) ?? 0;
      const maxItems = num(schema.maxItems) ?? 4;
      const room = recursive || walk.depth > 3 ? 1 : 3;
      const count = Math.max(minItems, Math.min(maxItems, rng.int(0, room)));
      record('array');
      const out: unknown[] = [];
      walk.depth++;
      for (let i = 0; i < count && !(recursive && walk.depth > 4); i++)
        out.push(generate(items, walk, name, [...path, i]));
      walk.depth--;
      return out;
    }
    case 'object': {
      const properties = isObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      const out: Record<string, unknown> = {};
      let recursiveKey: string | undefined;
      const index = walk.nodes.length;
      record('object');
      walk.depth++;
      for (const [key, propertySchema] of Object.entries(properties)) {
        const target = resolveRef(propertySchema, walk.defs);
        const itemSchema = isObject(target.schema.items) ? (target.schema.items as JsonSchema) : undefined;
        const itemRef = itemSchema ? resolveRef(itemSchema, walk.defs).ref : target.ref;
        if (itemRef !== undefined && walk.refs.includes(itemRef)) recursiveKey = key;
        const include = required.has(key) || rng.chance(walk.depth > 3 ? 0.2 : 0.6);
        if (include) out[key] = generate(propertySchema, walk, key, [...path, key]);
      }
      if (isObject(schema.patternProperties)) {
        const [pattern, valueSchema] = Object.entries(schema.patternProperties)[0] ?? ['', {}];
        for (let i = rng.int(0, 2); i > 0; i--) {
          const key = pattern === '^.*$' || pattern === '' ? rng.pick([...WORDS, rng.text(6)]) : rng.text(6);
          out[key] = generate(valueSchema as JsonSchema, walk, key, [...path, key]);
        }
      }
      if (isObject(schema.additionalProperties) && rng.chance(0.3)) {
        const key = `${rng.pick(WORDS)}_${rng.text(3)}`;
        out[key] = generate(schema.additionalProperties as JsonSchema, walk, key, [...path, key]);
      }
      walk.depth--;
      const node = walk.nodes[index];
      if (node) node.recursiveKey = recursiveKey;
      return out;
    }
    default:
      record('other');
      return anyScalar(rng);
  }
}

/** A value for `schema` that should pass its validation most of the time. */
export function validValue(schema: JsonSchema, ctx: ValueContext, name?: string): GeneratedValue {
  const walk: Walk = { ctx, defs: new Map(), refs: [], nodes: [], depth: 0 };
  const value = generate(schema, walk, name, []);
  return { value, nodes: walk.nodes };
}

/** Whether `value` passes `schema` (false when the schema cannot be checked here). */
export function passes(schema: JsonSchema, value: unknown): boolean {
  try {
    return Value.Check(schema, value);
  } catch {
    return false;
  }
}

/** The nodes of a value that was not generated from a schema (a corpus document). */
export function nodesOf(value: unknown, path: Path = [], out: ValueNode[] = [], depth = 0): ValueNode[] {
  const name = typeof path[path.length - 1] === 'string' ? (path[path.length - 1] as string) : undefined;
  const kind: ValueNode['kind'] = Array.isArray(value)
    ? 'array'
    : isObject(value)
      ? 'object'
      : value === null
        ? 'null'
        : typeof value === 'string'
          ? 'string'
          : typeof value === 'number'
            ? 'number'
            : typeof value === 'boolean'
              ? 'boolean'
              : 'other';
  const node: ValueNode = { path, kind, schema: {}, name };
  out.push(node);
  if (depth > 50) return out;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) nodesOf(item, [...path, i], out, depth + 1);
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      // a key whose value holds objects with the same key recurses (menu `children`)
      if (Array.isArray(item) && item.some((child) => isObject(child) && key in child))
        node.recursiveKey = key;
      nodesOf(item, [...path, key], out, depth + 1);
    }
  }
  return out;
}

export function getAt(value: unknown, path: Path): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** A copy of `value` with the node at `path` replaced (or removed, for `undefined`). */
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === undefined && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  if (isObject(value)) {
    const copy: Record<string, unknown> = { ...value };
    if (replacement === undefined && rest.length === 0) delete copy[head];
    else copy[head] = setAt(copy[head], rest, replacement);
    return copy;
  }
  return value;
}

export { isObject };

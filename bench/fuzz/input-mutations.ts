/**
 * Mutations of a JSON request body, each named by its kind (the summary counts answers per
 * kind): the valid baseline, wrong types, missing and extra keys, boundary numbers, huge and
 * odd strings, deep nesting (10 / 1,000 / 100,000 levels), invalid UTF-8 bytes, malformed JSON,
 * prototype keys, big arrays and wrong content types.
 */
import { deepRaw, type RawJson, raw, selfNested, toJsonBytes } from './json-bytes.ts';
import type { Rng } from './prng.ts';
import { type GeneratedValue, getAt, isObject, setAt, type ValueNode } from './schema-values.ts';

export interface BodyInput {
  /** family of the input, e.g. `wrong-type`, `deep-nesting` */
  kind: string;
  /** what exactly was done, short, e.g. `post_body.content.0.props ← 100000 nested arrays` */
  detail: string;
  bytes: Buffer | undefined;
  contentType: string | undefined;
  /** the JSON value the bytes were made from, when there is one (guards may rewrite it) */
  value?: unknown;
}

export const JSON_TYPE = 'application/json';

/** Largest body the fuzzer builds on purpose: above the BFF's 10 MB proxy limit, not far above. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

const DEEP_LEVELS = [10, 1000, 100_000] as const;

/** Byte sequences that are not valid UTF-8 (and one that is valid JSON but not valid Unicode). */
export const INVALID_UTF8: readonly { label: string; bytes: Buffer }[] = [
  { label: 'lone 0xFF', bytes: Buffer.from([0xff]) },
  { label: 'truncated 2-byte (C3 28)', bytes: Buffer.from([0xc3, 0x28]) },
  { label: 'truncated 3-byte (E2 82)', bytes: Buffer.from([0xe2, 0x82]) },
  { label: 'UTF-16 surrogate as UTF-8 (ED A0 80)', bytes: Buffer.from([0xed, 0xa0, 0x80]) },
  { label: 'overlong slash (C0 AF)', bytes: Buffer.from([0xc0, 0xaf]) },
  { label: '5-byte form (F8 88 80 80 80)', bytes: Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]) },
  { label: 'latin-1 text (E9)', bytes: Buffer.from('caf\xe9', 'latin1') },
];

const SPECIAL_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '😀🌮🔥'.repeat(20),
  "' OR 1=1 --",
  '"; DROP TABLE posts; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%ff%2e%2e',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  '__proto__',
  '\t\n\r\u2028\u2029',
  'Ω≈ç√∫˜µ≤≥÷',
];

const BOUNDARY_NUMBERS: readonly { label: string; json: RawJson | number }[] = [
  { label: '0', json: 0 },
  { label: '-1', json: -1 },
  { label: '1.5', json: 1.5 },
  { label: '-0', json: raw('-0') },
  { label: '2^31-1', json: 2 ** 31 - 1 },
  { label: '2^31', json: 2 ** 31 },
  { label: '2^53+1', json: raw('9007199254740993') },
  { label: '-2^53', json: -(2 ** 53) },
  { label: '1e308', json: 1e308 },
  { label: '1e999', json: raw('1e999') },
  { label: '-1e999', json: raw('-1e999') },
  { label: '1e-400', json: raw('1e-400') },
  { label: '40 digits', json: raw('1234567890123456789012345678901234567890') },
  { label: '0.1e1', json: raw('0.1e1') },
];

const PROTO_KEYS: readonly [string, unknown][] = [
  ['__proto__', { role_id: 1, isAdmin: true }],
  ['constructor', { prototype: { role_id: 1 } }],
  ['prototype', { polluted: true }],
  ['hasOwnProperty', 'x'],
  ['toString', 1],
];

function otherTypeValues(rng: Rng, kind: ValueNode['kind']): { label: string; value: unknown }[] {
  const all: { label: string; value: unknown; kind: ValueNode['kind'] }[] = [
    { label: 'null', value: null, kind: 'null' },
    { label: 'true', value: true, kind: 'boolean' },
    { label: '0', value: 0, kind: 'number' },
    { label: '-1', value: -1, kind: 'number' },
    { label: 'a string', value: rng.pick(['x', 'abc', '1', 'true', '']), kind: 'string' },
    { label: 'an array', value: [rng.int(0, 3), 'x'], kind: 'array' },
    { label: 'an empty array', value: [], kind: 'array' },
    { label: 'an object', value: { x: 1 }, kind: 'object' },
    { label: 'an empty object', value: {}, kind: 'object' },
  ];
  return all.filter((v) => v.kind !== kind);
}

function describe(path: (string | number)[]): string {
  return path.length === 0 ? '(body)' : path.join('.');
}

function pickNode(rng: Rng, nodes: ValueNode[], filter: (node: ValueNode) => boolean): ValueNode | undefined {
  const candidates = nodes.filter(filter);
  return candidates.length > 0 ? rng.pick(candidates) : undefined;
}

const json = (kind: string, detail: string, value: unknown, contentType = JSON_TYPE): BodyInput => ({
  kind,
  detail,
  bytes: toJsonBytes(value),
  contentType,
  value,
});

type Mutator = (rng: Rng, base: GeneratedValue) => BodyInput | undefined;

const MUTATORS: readonly (readonly [string, Mutator, number])[] = [
  ['valid', (_rng, base) => json('valid', 'schema-valid baseline', base.value), 14],
  [
    'missing-field',
    (rng, base) => {
      const node = pickNode(rng, base.nodes, (n) => n.kind !== 'object' && n.path.length > 0);
      if (!node) return json('missing-field', 'empty object instead of the body', {});
      return json('missing-field', `${describe(node.path)} removed`, setAt(base.value, node.path, undefined));
    },
    8,
  ],
  ['empty-object', () => json('empty-object', '{} as the body', {}), 4],
  [
    'wrong-type',
    (rng, base) => {
      const node = rng.pick(base.nodes);
      const replacement = rng.pick(otherTypeValues(rng, node.kind));
      return json(
        'wrong-type',
        `${describe(node.path)} (${node.kind}) ← ${replacement.label}`,
        setAt(base.value, node.path, replacement.value),
      );
    },
    14,
  ],
  [
    'extra-keys',
    (rng, base) => {
      const node = pickNode(rng, base.nodes, (n) => n.kind === 'object') ?? base.nodes[0];
      if (!node || !isObject(getAt(base.value, node.path)))
        return json('extra-keys', 'object with unknown keys', { zz: 1 });
      const target = { ...(getAt(base.value, node.path) as Record<string, unknown>) };
      const count = rng.pick([1, 3, 40]);
      for (let i = 0; i < count; i++) target[`unknown_${rng.text(5)}`] = rng.pick([1, 'x', null, [], {}]);
      return json(
        'extra-keys',
        `${describe(node.path)} + ${count} unknown keys`,
        setAt(base.value, node.path, target),
      );
    },
    5,
  ],
  [
    'prototype-keys',
    (rng, base) => {
      const node = pickNode(rng, base.nodes, (n) => n.kind === 'object') ?? base.nodes[0];
      const [key, value] = rng.pick(PROTO_KEYS);
      const at = node ? getAt(base.value, node.path) : base.value;
      const path = node && isObject(at) ? node.path : [];
      // written by hand: an object literal with `__proto__` would set the prototype instead
      const inner = toJsonBytes(isObject(at) ? at : {}).toString('utf8');
      const withKey = `${inner.slice(0, -1)}${inner.length > 2 ? ',' : ''}${JSON.stringify(key)}:${toJsonBytes(value).toString('utf8')}}`;
      return json('prototype-keys', `${describe(path)} + "${key}"`, setAt(base.value, path, raw(withKey)));
    },
    4,
  ],
  [
    'boundary-number',
    (rng, base) => {
      const node =
        pickNode(rng, base.nodes, (n) => n.kind === 'number') ??
        pickNode(rng, base.nodes, (n) => n.path.length > 0);
      const pick = rng.pick(BOUNDARY_NUMBERS);
      if (!node) return json('boundary-number', `body ← ${pick.label}`, pick.json);
      return json(
        'boundary-number',
        `${describe(node.path)} ← ${pick.label}`,
        setAt(base.value, node.path, pick.json),
      );
    },
    9,
  ],
  [
    'huge-string',
    (rng, base) => {
      const node =
        pickNode(rng, base.nodes, (n) => n.kind === 'string') ??
        pickNode(rng, base.nodes, (n) => n.path.length > 0);
      const maxLength = typeof node?.schema.maxLength === 'number' ? node.schema.maxLength : 255;
      const length = rng.weighted([
        [maxLength + 1, 4],
        [64 * 1024, 3],
        [1024 * 1024, 2],
        [3 * 1024 * 1024, 1],
        [11 * 1024 * 1024, 0.15],
      ]);
      const text = rng
        .pick(['x', 'é', '🌮', 'ab '])
        .repeat(Math.ceil(length / 2))
        .slice(0, length);
      const detail = `${describe(node?.path ?? [])} ← ${length.toLocaleString('en')} chars`;
      if (!node) return json('huge-string', detail, text);
      return json('huge-string', detail, setAt(base.value, node.path, text));
    },
    8,
  ],
  [
    'odd-string',
    (rng, base) => {
      const node =
        pickNode(rng, base.nodes, (n) => n.kind === 'string') ??
        pickNode(rng, base.nodes, (n) => n.path.length > 0);
      const text = rng.pick(SPECIAL_STRINGS);
      const detail = `${describe(node?.path ?? [])} ← ${JSON.stringify(text).slice(0, 40)}`;
      return json('odd-string', detail, node ? setAt(base.value, node.path, text) : text);
    },
    6,
  ],
  [
    'deep-nesting',
    (rng, base) => {
      // the three levels asked for, and now and then a depth around a typical parser limit
      const depth = rng.chance(0.2) ? rng.int(30, 130) : rng.pick(DEEP_LEVELS);
      const recursive = pickNode(rng, base.nodes, (n) => n.kind === 'object' && n.recursiveKey !== undefined);
      const style = rng.weighted([
        ['self', recursive ? 5 : 0],
        ['field', 4],
        ['body', 1],
      ] as const);
      if (style === 'self' && recursive?.recursiveKey) {
        const node = getAt(base.value, recursive.path) as Record<string, unknown>;
        const nested = selfNested(node, recursive.recursiveKey, true, depth, MAX_BODY_BYTES);
        return json(
          'deep-nesting',
          `${describe(recursive.path)} nested ${nested.depth} levels through "${recursive.recursiveKey}"`,
          setAt(base.value, recursive.path, nested.json),
        );
      }
      const shape = rng.chance(0.5) ? 'array' : 'object';
      const node = style === 'body' ? undefined : pickNode(rng, base.nodes, (n) => n.path.length > 0);
      if (!node) return json('deep-nesting', `body ← ${depth} nested ${shape}s`, deepRaw(shape, depth));
      return json(
        'deep-nesting',
        `${describe(node.path)} ← ${depth} nested ${shape}s`,
        setAt(base.value, node.path, deepRaw(shape, depth)),
      );
    },
    10,
  ],
  [
    'invalid-utf8',
    (rng, base) => {
      const bad = rng.pick(INVALID_UTF8);
      const node =
        pickNode(rng, base.nodes, (n) => n.kind === 'string') ??
        pickNode(rng, base.nodes, (n) => n.path.length > 0);
      const asKey = rng.chance(0.2);
      const text = raw(Buffer.concat([Buffer.from('"fz'), bad.bytes, Buffer.from('z"')]));
      if (asKey || !node) {
        const key = raw(Buffer.concat([Buffer.from('{"k'), bad.bytes, Buffer.from('":1}')]));
        return json(
          'invalid-utf8',
          `object key with ${bad.label}`,
          node ? setAt(base.value, node.path, key) : key,
        );
      }
      return json(
        'invalid-utf8',
        `${describe(node.path)} with ${bad.label}`,
        setAt(base.value, node.path, text),
      );
    },
    7,
  ],
  [
    'unicode-escape',
    (rng, base) => {
      const node =
        pickNode(rng, base.nodes, (n) => n.kind === 'string') ??
        pickNode(rng, base.nodes, (n) => n.path.length > 0);
      const sequence = rng.pick([
        '"\\ud800"',
        '"\\udfff\\ud800"',
        '"\\u0000"',
        '"\\uffff"',
        '"a\\u0000\\u001f"',
      ]);
      return json(
        'unicode-escape',
        `${describe(node?.path ?? [])} ← ${sequence}`,
        setAt(base.value, node?.path ?? [], raw(sequence)),
      );
    },
    3,
  ],
  [
    'malformed-json',
    (rng, base) => {
      const text = toJsonBytes(base.value).toString('utf8');
      const variants: [string, string][] = [
        ['cut in the middle', text.slice(0, Math.max(1, Math.floor(text.length / 2)))],
        ['trailing comma', `${text.slice(0, -1)},}`],
        ['trailing garbage', `${text}xyz`],
        ['two documents', `${text}${text}`],
        ['single quotes', text.replaceAll('"', "'")],
        ['NaN value', '{"a":NaN}'],
        ['comment', `/* c */${text}`],
        ['BOM prefix', `\ufeff${text}`],
        ['only whitespace', '   \n\t '],
        ['unbalanced', '{{{{"a":1'],
        ['duplicate keys', `{"a":1,"a":{"b":2},"a":[3]}`],
        ['bare word', 'undefined'],
      ];
      const [label, body] = rng.pick(variants);
      return { kind: 'malformed-json', detail: label, bytes: Buffer.from(body), contentType: JSON_TYPE };
    },
    7,
  ],
  [
    'wrong-body-type',
    (rng) => {
      const [label, value] = rng.pick<[string, unknown]>([
        ['null', null],
        ['true', true],
        ['a number', 42],
        ['a string', 'x'],
        ['an array', [1, 2]],
        ['an array of objects', [{ a: 1 }]],
      ]);
      return json('wrong-body-type', `${label} as the body`, value);
    },
    4,
  ],
  [
    'big-array',
    (rng, base) => {
      const node = pickNode(rng, base.nodes, (n) => n.kind === 'array');
      const count = rng.pick([101, 1000, 100_000]);
      const items = Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 1 : 'x'));
      const sample = node ? getAt(base.value, node.path) : undefined;
      const item = Array.isArray(sample) && sample.length > 0 ? sample[0] : undefined;
      const filled = item === undefined ? items : Array.from({ length: count }, () => item);
      if (!node) return json('big-array', `body ← array of ${count}`, filled);
      return json(
        'big-array',
        `${describe(node.path)} ← ${count} items`,
        setAt(base.value, node.path, filled),
      );
    },
    3,
  ],
  [
    'all-null',
    (_rng, base) => {
      let value = base.value;
      for (const node of base.nodes)
        if (node.kind !== 'object' && node.kind !== 'array') value = setAt(value, node.path, null);
      return json('all-null', 'every leaf null', value);
    },
    2,
  ],
  [
    'content-type',
    (rng, base) => {
      const body = toJsonBytes(base.value);
      const [label, contentType, bytes] = rng.pick<[string, string | undefined, Buffer]>([
        ['no Content-Type', undefined, body],
        ['text/plain', 'text/plain', body],
        ['form-urlencoded', 'application/x-www-form-urlencoded', Buffer.from('a=1&b=%FF&c[d]=2')],
        ['multipart without boundary', 'multipart/form-data', body],
        ['octet-stream', 'application/octet-stream', body],
        ['image/png', 'image/png', body],
        ['JSON, latin1 charset', 'application/json; charset=latin1', body],
        [
          'JSON, utf-16 charset',
          'application/json; charset=utf-16',
          Buffer.from(body.toString('utf8'), 'utf16le'),
        ],
        ['upper-case type', 'APPLICATION/JSON', body],
        ['merge-patch', 'application/merge-patch+json', body],
        ['broken parameters', 'application/json;;;=;', body],
        ['two types', 'application/json, text/plain', body],
        ['4 KB type', `application/json; x=${'a'.repeat(4096)}`, body],
        ['invalid bytes in type', `application/json; charset=\u00ff`, body],
      ]);
      return { kind: 'content-type', detail: label, bytes, contentType };
    },
    6,
  ],
  [
    'no-body',
    () => ({ kind: 'no-body', detail: 'no body at all', bytes: undefined, contentType: undefined }),
    3,
  ],
  [
    'empty-body',
    () => ({
      kind: 'empty-body',
      detail: 'empty body with JSON type',
      bytes: Buffer.alloc(0),
      contentType: JSON_TYPE,
    }),
    2,
  ],
];

/** One mutation of `base`, chosen by weight; `only` narrows the choice (FUZZ_KINDS). */
export function mutateBody(rng: Rng, base: GeneratedValue, only?: RegExp): BodyInput {
  const choices = MUTATORS.filter(([kind]) => !only || only.test(kind)).map(
    ([, mutate, weight]) => [mutate, weight] as const,
  );
  for (let attempt = 0; attempt < 5; attempt++) {
    const mutate = rng.weighted(choices.length > 0 ? choices : [[MUTATORS[0]?.[1] as Mutator, 1] as const]);
    const input = mutate(rng, base);
    if (input && (input.bytes?.length ?? 0) <= MAX_BODY_BYTES * 1.1) return input;
  }
  return json('valid', 'schema-valid baseline', base.value);
}

/**
 * Everything of a request besides its body: path parameters (own ids, the other site's ids,
 * unknown and boundary ids, garbage, invalid UTF-8), the query string, the URL itself (long,
 * odd paths), the headers (long and many, cookies, CSRF, Origin, Host, forwarded headers,
 * invalid bytes, conflicting lengths) and a few requests that break HTTP itself.
 */
import { INVALID_UTF8 } from './input-mutations.ts';
import type { Rng } from './prng.ts';
import type { JsonSchema, RouteSpec } from './route-table.ts';
import { isObject, type ValueContext, validValue } from './schema-values.ts';

export interface IdPoolsForHost {
  /** ids of the table behind the route, on the request's site */
  own: number[];
  /** ids of the same table on another site */
  other: number[];
  /** highest id seen in the table */
  max: number;
}

export interface Mutation {
  kind: string;
  detail: string;
  /** the request is unfinished by construction (the server may rightly wait for more): no answer is required */
  incomplete?: boolean;
}

/** `/api/faq-categories/:id` → `faq_categories`: the table whose ids the route takes, if any. */
export function tableForRoute(url: string, tables: readonly string[]): string | undefined {
  const segments = url.split('/').filter((s) => s !== '' && !s.startsWith(':') && s !== '*' && s !== 'api');
  for (const segment of segments.reverse()) {
    const name = segment.replaceAll('-', '_');
    const match =
      tables.find((t) => t === name) ??
      tables.find((t) => t.endsWith(`_${name}`)) ??
      tables.find((t) => t.startsWith(`${name}_`));
    if (match) return match;
  }
  return undefined;
}

export interface PathParts {
  /** segments of the path; a Buffer segment carries raw bytes */
  segments: (string | Buffer)[];
  /** the values used for each parameter (for guards) */
  params: Record<string, string | number>;
}

const BOUNDARY_IDS = [
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e3',
  '1.0',
  '01',
  '+1',
  '0x10',
  '%201',
  '1%00',
  '99999999999999999999999',
];
const GARBAGE_PARAMS = [
  'abc',
  '%00',
  '%FF',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'null',
  'undefined',
  '%5B%5D',
  '%7B%7D',
  'x'.repeat(5000),
  '%F0%9F%8C%AE',
  ';x=1',
  '%252e%252e',
  '%C3%28',
  '%E0%A4%A',
];
const MEDIA_TAILS = [
  '../../content.sqlite',
  '%2e%2e/%2e%2e/content.sqlite',
  '..%2f..%2fapi-jwt-secret',
  'localhost/../../session-secret',
  'localhost/library/%2e%2e/%2e%2e/%2e%2e/api-jwt-secret',
  'localhost/library/thumbnails/none.png',
  '%00',
  '',
];

/**
 * Fills the url pattern with valid values (own ids of the site), or — when `mutate` — one
 * parameter with an input of another kind.
 */
export function buildPath(
  rng: Rng,
  route: RouteSpec,
  ids: IdPoolsForHost,
  ctx: ValueContext,
  host: string,
  mutate: boolean,
): PathParts & { mutation?: Mutation } {
  const params: Record<string, string | number> = {};
  const paramNames = route.url
    .split('/')
    .filter((s) => s.startsWith(':') || s === '*')
    .map((s) => s.replace(/^:/, ''));
  const target = mutate && paramNames.length > 0 ? rng.pick(paramNames) : undefined;
  let mutation: Mutation | undefined;
  const segments = route.url.split('/').map((segment): string | Buffer => {
    if (segment === '*') {
      const valid = `${host}/library/${rng.text(32, '0123456789abcdef')}.webp`;
      if (target !== '*') return valid;
      const tail = rng.pick(MEDIA_TAILS);
      mutation = { kind: 'path-traversal', detail: `media path ${JSON.stringify(tail.slice(0, 60))}` };
      return tail;
    }
    if (!segment.startsWith(':')) return segment;
    const name = segment.slice(1);
    const schema = isObject(route.params?.properties)
      ? (route.params.properties as Record<string, JsonSchema>)[name]
      : undefined;
    const isId = name === 'id' || schema?.type === 'integer';
    const validId = ids.own.length > 0 ? rng.pick(ids.own) : rng.int(1, 20);
    const valid = isId ? validId : String(validValue(schema ?? { type: 'string' }, ctx, name).value);
    params[name] = valid;
    if (target !== name) return String(valid);
    const kind = isId
      ? rng.weighted([
          ['other-site-id', ids.other.length > 0 ? 5 : 0],
          ['unknown-id', 4],
          ['boundary-id', 4],
          ['garbage-param', 3],
          ['invalid-utf8-path', 2],
        ] as const)
      : rng.weighted([
          ['unknown-param-value', 4],
          ['garbage-param', 3],
          ['invalid-utf8-path', 2],
        ] as const);
    switch (kind) {
      case 'other-site-id': {
        const id = rng.pick(ids.other);
        params[name] = id;
        mutation = { kind, detail: `${name}=${id} (another site's)` };
        return String(id);
      }
      case 'unknown-id': {
        const id = rng.pick([ids.max + rng.int(1, 1000), 2_147_483_647, 999_999]);
        params[name] = id;
        mutation = { kind, detail: `${name}=${id} (no such row)` };
        return String(id);
      }
      case 'boundary-id': {
        const id = rng.pick(BOUNDARY_IDS);
        params[name] = id;
        mutation = { kind, detail: `${name}=${id}` };
        return id;
      }
      case 'unknown-param-value': {
        const value = rng.pick(['CATERING', 'unknown', `${valid}%00`, `..%2F${valid}`, `${valid}x`, '']);
        mutation = { kind, detail: `${name}=${JSON.stringify(value)}` };
        return value;
      }
      case 'garbage-param': {
        const value = rng.pick(GARBAGE_PARAMS);
        mutation = {
          kind,
          detail: `${name}=${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? '…' : ''}`,
        };
        return value;
      }
      default: {
        const bad = rng.pick(INVALID_UTF8);
        mutation = { kind: 'invalid-utf8-path', detail: `${name} with raw ${bad.label}` };
        return Buffer.concat([Buffer.from(String(valid)), bad.bytes]);
      }
    }
  });
  return { segments, params, mutation };
}

export function joinPath(segments: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [];
  segments.forEach((segment, i) => {
    if (i > 0) parts.push(Buffer.from('/'));
    parts.push(Buffer.from(segment));
  });
  return Buffer.concat(parts);
}

export type QueryPairs = [string, string | Buffer][];

function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function validQuery(rng: Rng, schema: JsonSchema | undefined, ctx: ValueContext): QueryPairs {
  if (!schema) return [];
  const value = validValue(schema, ctx).value;
  if (!isObject(value)) return [];
  const pairs: QueryPairs = [];
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item)) for (const each of item) pairs.push([key, queryValue(each)]);
    else pairs.push([key, queryValue(item)]);
  }
  return rng.chance(0.1) ? [] : pairs;
}

export function encodeQuery(pairs: QueryPairs): Buffer {
  if (pairs.length === 0) return Buffer.alloc(0);
  const parts: Buffer[] = [Buffer.from('?')];
  pairs.forEach(([key, value], i) => {
    if (i > 0) parts.push(Buffer.from('&'));
    parts.push(Buffer.from(encodeURIComponent(key)), Buffer.from('='));
    parts.push(typeof value === 'string' ? Buffer.from(encodeURIComponent(value)) : value);
  });
  return Buffer.concat(parts);
}

/** One change to a valid query. Raw values (`Buffer`) are sent as they are, not percent-encoded. */
export function mutateQuery(
  rng: Rng,
  schema: JsonSchema | undefined,
  pairs: QueryPairs,
): { pairs: QueryPairs; mutation: Mutation } {
  const properties = isObject(schema?.properties) ? Object.keys(schema.properties as object) : [];
  const key = properties.length > 0 ? rng.pick(properties) : 'q';
  const without = pairs.filter(([k]) => k !== key);
  const kind = rng.weighted([
    ['query-wrong-type', 4],
    ['query-boundary', 3],
    ['query-missing', properties.length > 0 ? 2 : 0],
    ['query-unknown-param', 2],
    ['query-repeated', 2],
    ['query-huge', 2],
    ['query-bad-encoding', 3],
    ['query-prototype', 1],
  ] as const);
  switch (kind) {
    case 'query-wrong-type': {
      const value = rng.pick(['abc', 'true', '[]', '{}', '', '1.5', 'null', '-']);
      return {
        pairs: [...without, [key, value]],
        mutation: { kind, detail: `${key}=${JSON.stringify(value)}` },
      };
    }
    case 'query-boundary': {
      const value = rng.pick([
        '0',
        '-1',
        '2147483648',
        '1e999',
        '9007199254740993',
        '-0',
        '00001',
        '1e-7',
        'Infinity',
        'NaN',
      ]);
      return { pairs: [...without, [key, value]], mutation: { kind, detail: `${key}=${value}` } };
    }
    case 'query-missing':
      return { pairs: without, mutation: { kind, detail: `${key} left out` } };
    case 'query-unknown-param': {
      const name = rng.pick(['zz', 'debug', 'include', 'where', 'select', 'domain_id', 'host']);
      return {
        pairs: [...pairs, [name, rng.pick(['1', 'true', '*', "' OR 1=1"])]],
        mutation: { kind, detail: `+${name}` },
      };
    }
    case 'query-repeated': {
      const times = rng.pick([2, 50, 1000]);
      const value = pairs.find(([k]) => k === key)?.[1] ?? '1';
      return {
        pairs: [...without, ...Array.from({ length: times }, (): [string, string | Buffer] => [key, value])],
        mutation: { kind, detail: `${key} repeated ${times}×` },
      };
    }
    case 'query-huge': {
      const length = rng.pick([1000, 8000, 20_000]);
      return {
        pairs: [...without, [key, 'q'.repeat(length)]],
        mutation: { kind, detail: `${key} of ${length} chars` },
      };
    }
    case 'query-bad-encoding': {
      const [label, value] = rng.pick<[string, Buffer]>([
        ['%E0%A4%A (cut escape)', Buffer.from('%E0%A4%A')],
        ['%ZZ', Buffer.from('%ZZ')],
        ['%00', Buffer.from('%00')],
        ['%C3%28 (invalid UTF-8)', Buffer.from('%C3%28')],
        ['%ED%A0%80 (surrogate)', Buffer.from('%ED%A0%80')],
        ['raw 0xFF byte', Buffer.from([0x66, 0xff])],
        ['raw space and quote', Buffer.from('a b"c')],
        ['lone %', Buffer.from('%')],
      ]);
      return { pairs: [...without, [key, value]], mutation: { kind, detail: `${key}=${label}` } };
    }
    default: {
      const name = rng.pick([
        '__proto__',
        'constructor',
        '__proto__[x]',
        'constructor[prototype][x]',
        'a[b][c][d][e]',
      ]);
      return { pairs: [...pairs, [name, '1']], mutation: { kind, detail: `+${name}` } };
    }
  }
}

/** A change of the URL itself: long, or with odd path forms. */
export function mutateUrl(rng: Rng, path: Buffer, query: Buffer): { target: Buffer; mutation: Mutation } {
  const text = path.toString('latin1');
  const kind = rng.weighted([
    ['long-url', 3],
    ['path-tricks', 5],
  ] as const);
  if (kind === 'long-url') {
    const length = rng.pick([2000, 8000, 20_000, 70_000]);
    const where = rng.chance(0.5) ? 'query' : 'path';
    const pad = 'a'.repeat(length);
    const target =
      where === 'query'
        ? Buffer.concat([
            path,
            query.length > 0 ? query : Buffer.from('?'),
            Buffer.from(`${query.length > 0 ? '&' : ''}pad=${pad}`),
          ])
        : Buffer.concat([path, Buffer.from(`/${pad}`), query]);
    return {
      target,
      mutation: { kind, detail: `${length.toLocaleString('en')} extra chars in the ${where}` },
    };
  }
  const [label, changed] = rng.pick<[string, string]>([
    ['trailing slash', `${text}/`],
    ['double slash', text.replace('/api/', '//api//')],
    ['dot segment', text.replace('/api/', '/api/./')],
    ['dot-dot segment', text.replace('/api/', '/api/x/../')],
    ['encoded slash', text.replace(/\/([^/]*)$/, '%2F$1')],
    ['upper case', text.toUpperCase()],
    ['matrix parameter', `${text};jsessionid=1`],
    ['fragment', `${text}#frag`],
    ['backslashes', text.replaceAll('/', '\\')],
    ['absolute form', `http://evil.test${text}`],
    ['asterisk', '*'],
    ['no leading slash', text.slice(1)],
    ['encoded dot-dot', text.replace('/api/', '/api/%2e%2e/api/')],
  ]);
  return {
    target: Buffer.concat([Buffer.from(changed, 'latin1'), query]),
    mutation: { kind, detail: label },
  };
}

export type HeaderList = [string, string | Buffer][];

/** Changes to the headers of a request; `cookie` is the header the identity would send. */
export function mutateHeaders(
  rng: Rng,
  headers: HeaderList,
  host: string,
  port: number,
): { headers: HeaderList; mutation: Mutation; forgedCookie?: boolean } {
  const set = (name: string, value: string | Buffer | undefined): HeaderList => {
    const rest = headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
    return value === undefined ? rest : [...rest, [name, value]];
  };
  const cookie = headers.find(([n]) => n.toLowerCase() === 'cookie')?.[1]?.toString() ?? '';
  const kind = rng.weighted([
    ['long-header', 3],
    ['many-headers', 1],
    ['bad-cookie', 4],
    ['site-cookie', 3],
    ['no-csrf', 3],
    ['cross-origin', 3],
    ['forwarded-headers', 3],
    ['host-header', 4],
    ['invalid-header-bytes', 2],
    ['length-tricks', 2],
    ['authorization-header', 2],
    ['odd-accept', 1],
  ] as const);
  switch (kind) {
    case 'long-header': {
      const length = rng.pick([4000, 15_000, 17_000, 70_000]);
      return {
        headers: [...headers, ['X-Fuzz', 'h'.repeat(length)]],
        mutation: { kind, detail: `one header of ${length.toLocaleString('en')} B` },
      };
    }
    case 'many-headers': {
      const count = rng.pick([100, 500, 3000]);
      const extra = Array.from({ length: count }, (_, i): [string, string] => [`X-Fuzz-${i}`, String(i)]);
      return { headers: [...headers, ...extra], mutation: { kind, detail: `${count} extra headers` } };
    }
    case 'bad-cookie': {
      const [label, value] = rng.pick<[string, string]>([
        ['access_token garbage', 'access_token=garbage'],
        ['tampered access_token', cookie.replace(/access_token=([^;]{10})/, 'access_token=$1x')],
        ['refresh_token only, garbage', 'refresh_token=AAAA.BBBB.CCCC'],
        ['8 KB cookie', `junk=${'c'.repeat(8000)}`],
        ['200 cookies', Array.from({ length: 200 }, (_, i) => `c${i}=${i}`).join('; ')],
        ['malformed cookie header', ';;;=;=a;access_token'],
        ['cookie with invalid UTF-8', `site=${Buffer.from([0xff, 0xfe]).toString('latin1')}`],
        ['duplicate access_token', `${cookie}; access_token=other`],
        ['__Host- prefixed garbage', '__Host-access_token=x; __Host-refresh_token=y'],
      ]);
      const bytes = label === 'cookie with invalid UTF-8' ? Buffer.from(value, 'latin1') : value;
      return { headers: set('Cookie', bytes), mutation: { kind, detail: label }, forgedCookie: true };
    }
    case 'site-cookie': {
      const site = rng.pick([
        'tacos.localhost',
        'bbq.localhost',
        'localhost',
        'evil.test',
        'LOCALHOST',
        'localhost.',
        '',
        'a'.repeat(300),
        'nowhere.localhost',
      ]);
      const base = cookie.replace(/(^|;\s*)site=[^;]*/, '');
      const value = `${base}${base ? '; ' : ''}site=${site}`;
      return {
        headers: set('Cookie', value),
        mutation: { kind, detail: `site=${JSON.stringify(site.slice(0, 40))}` },
        forgedCookie: true,
      };
    }
    case 'no-csrf': {
      const [label, value] = rng.pick<[string, string | undefined]>([
        ['no X-CSRF', undefined],
        ['X-CSRF: 0', '0'],
        ['X-CSRF: 1, 1', '1, 1'],
        ['X-CSRF: true', 'true'],
      ]);
      return { headers: set('X-CSRF', value), mutation: { kind, detail: label } };
    }
    case 'cross-origin': {
      const origin = rng.pick([
        'http://evil.test',
        'null',
        `http://${host}:${port + 1}`,
        `https://${host}:${port}`,
        `http://tacos.localhost:${port}`,
        'garbage',
      ]);
      return { headers: set('Origin', origin), mutation: { kind, detail: `Origin: ${origin}` } };
    }
    case 'forwarded-headers': {
      const [label, name, value] = rng.pick<[string, string, string]>([
        ['X-Forwarded-For: another site', 'X-Forwarded-For', 'tacos.localhost'],
        ['X-Forwarded-For: unknown site', 'X-Forwarded-For', 'nowhere.test'],
        ['X-Forwarded-Host: another site', 'X-Forwarded-Host', 'bbq.localhost'],
        ['X-Real-IP spoof', 'X-Real-IP', '203.0.113.7'],
        ['Forwarded header', 'Forwarded', 'for=1.2.3.4;host=evil.test;proto=https'],
        ['X-Forwarded-Proto: https', 'X-Forwarded-Proto', 'https'],
      ]);
      return { headers: [...headers, [name, value]], mutation: { kind, detail: label } };
    }
    case 'host-header': {
      const [label, value] = rng.pick<[string, string | undefined]>([
        ['unknown host', `evil.test:${port}`],
        ['upper-case host', `${host.toUpperCase()}:${port}`],
        ['trailing dot', `${host}.:${port}`],
        ['no port', host],
        ['IP address', `127.0.0.1:${port}`],
        ['another port', `${host}:1`],
        ['empty Host', ''],
        ['no Host header', undefined],
        ['host with a path', `${host}/x:${port}`],
        ['300-char host', `${'h'.repeat(300)}.localhost:${port}`],
        ['host with user info', `user@${host}:${port}`],
        ['bbq site (no session there)', `bbq.localhost:${port}`],
      ]);
      return { headers: set('Host', value), mutation: { kind, detail: label } };
    }
    case 'invalid-header-bytes': {
      const [label, name, value] = rng.pick<[string, string, Buffer]>([
        ['0xFF in a header value', 'X-Fuzz', Buffer.from([0x61, 0xff, 0x62])],
        ['NUL in a header value', 'X-Fuzz', Buffer.from([0x61, 0x00, 0x62])],
        ['bare CR in a header value', 'X-Fuzz', Buffer.from('a\rb')],
        ['UTF-8 header value', 'X-Fuzz', Buffer.from('tacos 🌮')],
        ['space in a header name', 'X Fuzz', Buffer.from('1')],
        [
          'invalid UTF-8 in Content-Type',
          'Content-Type',
          Buffer.concat([Buffer.from('application/json; charset='), Buffer.from([0xc3, 0x28])]),
        ],
      ]);
      const next =
        name === 'Content-Type' ? set(name, value) : [...headers, [name, value] as [string, Buffer]];
      return { headers: next, mutation: { kind, detail: label } };
    }
    case 'length-tricks': {
      const [label, extra] = rng.pick<[string, HeaderList]>([
        [
          'two different Content-Length',
          [
            ['Content-Length', '1'],
            ['Content-Length', '2'],
          ],
        ],
        [
          'Content-Length and chunked',
          [
            ['Transfer-Encoding', 'chunked'],
            ['Content-Length', '5'],
          ],
        ],
        ['negative Content-Length', [['Content-Length', '-1']]],
        ['Content-Length not a number', [['Content-Length', 'abc']]],
        ['Transfer-Encoding: gzip, chunked', [['Transfer-Encoding', 'gzip, chunked']]],
        ['Content-Encoding: gzip (body is not)', [['Content-Encoding', 'gzip']]],
        ['Expect: 100-continue', [['Expect', '100-continue']]],
      ]);
      const rest =
        label.startsWith('Content-Encoding') || label.startsWith('Expect')
          ? headers
          : headers.filter(([n]) => n.toLowerCase() !== 'content-length');
      return {
        headers: [...rest, ...extra],
        mutation: { kind, detail: label, incomplete: label.startsWith('Transfer-Encoding: gzip') },
      };
    }
    case 'authorization-header': {
      const value = rng.pick([
        'Bearer garbage',
        'Bearer ',
        'Basic b3duZXI6b3duZXI=',
        `Bearer ${'a'.repeat(5000)}`,
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      ]);
      return {
        headers: [...headers, ['Authorization', value]],
        mutation: { kind, detail: `Authorization: ${value.slice(0, 30)}` },
      };
    }
    default: {
      const value = rng.pick([
        'text/html',
        'application/xml',
        '*/*;q=0',
        'image/*',
        'application/json;q=0, */*;q=0',
        '',
      ]);
      return { headers: set('Accept', value), mutation: { kind: 'odd-accept', detail: `Accept: ${value}` } };
    }
  }
}

/** Requests that break HTTP/1.1 itself, written verbatim. */
export function protocolRequest(
  rng: Rng,
  path: Buffer,
  host: string,
  port: number,
): { bytes: Buffer; mutation: Mutation } {
  const h = `Host: ${host}:${port}\r\nConnection: close\r\nX-CSRF: 1\r\n`;
  const p = path.toString('latin1');
  const [label, text] = rng.pick<[string, string]>([
    ['unknown method', `FUZZ ${p} HTTP/1.1\r\n${h}\r\n`],
    ['lower-case method', `get ${p} HTTP/1.1\r\n${h}\r\n`],
    ['HTTP/1.0', `GET ${p} HTTP/1.0\r\n${h}\r\n`],
    ['HTTP/2.0 on the request line', `GET ${p} HTTP/2.0\r\n${h}\r\n`],
    ['HTTP/9.9', `GET ${p} HTTP/9.9\r\n${h}\r\n`],
    ['two spaces in the request line', `GET  ${p}  HTTP/1.1\r\n${h}\r\n`],
    ['LF line endings only', `GET ${p} HTTP/1.1\n${h.replaceAll('\r\n', '\n')}\n`],
    ['folded header line', `GET ${p} HTTP/1.1\r\n${h}X-Fold: a\r\n  b\r\n\r\n`],
    [
      'bad chunk size',
      `POST ${p} HTTP/1.1\r\n${h}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'chunk longer than announced',
      `POST ${p} HTTP/1.1\r\n${h}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{"a":1}\r\n0\r\n\r\n`,
    ],
    [
      'chunked JSON, valid framing',
      `POST ${p} HTTP/1.1\r\n${h}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n1\r\n}\r\n0\r\n\r\n`,
    ],
    [
      'pipelined garbage after a request',
      `GET ${p} HTTP/1.1\r\nHost: ${host}:${port}\r\n\r\n\u0001\u0002garbage\r\n\r\n`,
    ],
    ['header without colon', `GET ${p} HTTP/1.1\r\n${h}NoColonHere\r\n\r\n`],
    ['CONNECT to another host', `CONNECT evil.test:443 HTTP/1.1\r\n${h}\r\n`],
    ['TRACE', `TRACE ${p} HTTP/1.1\r\n${h}\r\n`],
    ['OPTIONS', `OPTIONS ${p} HTTP/1.1\r\n${h}\r\n`],
  ]);
  // a server that is no proxy may close a CONNECT without an answer
  return {
    bytes: Buffer.from(text, 'latin1'),
    mutation: { kind: 'protocol', detail: label, incomplete: label.startsWith('CONNECT') },
  };
}

/**
 * One fuzz case: a route, a site host, who sends it (the owner's session, an anonymous visitor,
 * a scratch session for routes that end sessions), and one input family — valid, body, upload,
 * path parameters, query, headers, URL or the HTTP framing itself — built on an otherwise valid
 * request, so that each refused answer can be blamed on that one change.
 */
import type { IdPools } from './db-watch.ts';
import { GUARDS_BY_KEY, type Identity, UPLOAD_ROUTES } from './guarded-routes.ts';
import { type BodyInput, JSON_TYPE, mutateBody } from './input-mutations.ts';
import { toJsonBytes } from './json-bytes.ts';
import { BIG_UPLOAD_KINDS, type Images, makeUpload } from './multipart-inputs.ts';
import type { Rng } from './prng.ts';
import type { RawRequest } from './raw-http.ts';
import {
  buildPath,
  encodeQuery,
  type HeaderList,
  type IdPoolsForHost,
  joinPath,
  type Mutation,
  mutateHeaders,
  mutateQuery,
  mutateUrl,
  protocolRequest,
  tableForRoute,
  validQuery,
} from './request-mutations.ts';
import type { RouteSpec } from './route-table.ts';
import { type GeneratedValue, nodesOf, passes, type ValueContext, validValue } from './schema-values.ts';

export const HOSTS = { main: 'localhost', other: 'tacos.localhost', third: 'bbq.localhost' } as const;

export const UNKNOWN_ROUTE: RouteSpec = {
  source: 'api',
  method: 'ANY',
  url: '/api/(unknown path)',
  key: 'ANY /api/(unknown path)',
  access: 'public',
  params: undefined,
  querystring: undefined,
  body: undefined,
};

export interface World {
  port: number;
  pools: IdPools;
  images: Images;
  ownerEmail: string;
  ownerPassword: string;
  victimEmail: string;
  victimPassword: string;
  /** big uploads are few per run */
  allowBigUpload(): boolean;
  pendingTotpSecret(): string | null;
  /** the Cookie header of an identity's jar on a host (undefined: none) */
  cookieFor(identity: Identity, host: string): string | undefined;
  /** FUZZ_KINDS: only input kinds matching it */
  kinds: RegExp | undefined;
}

export interface FuzzCase {
  route: RouteSpec;
  host: string;
  identity: Identity;
  /** whose cookie jar the request's cookies came from (a forged cookie is built on a real one) */
  jarIdentity: Identity;
  family: string;
  kind: string;
  detail: string;
  request: RawRequest;
  isWrite: boolean;
  expectAnswer: boolean;
  timeoutMs: number;
  /** a guard rewrote the body (see guarded-routes.ts) */
  constrained: boolean;
}

const READS = new Set(['GET', 'HEAD']);

function otherHost(host: string): string {
  return host === HOSTS.other ? HOSTS.main : HOSTS.other;
}

function idPoolsFor(pools: IdPools, table: string | undefined, host: string): IdPoolsForHost {
  if (!table) return { own: [], other: [], max: 100 };
  const byDomain = pools.ids.get(table);
  const domain = pools.domains.get(host) ?? -1;
  const otherDomain = pools.domains.get(otherHost(host)) ?? -1;
  const everywhere = byDomain?.get(0) ?? [];
  const own = [...(byDomain?.get(domain) ?? []), ...everywhere];
  const other = byDomain?.get(otherDomain) ?? [];
  let max = 0;
  for (const list of byDomain?.values() ?? []) for (const id of list) max = Math.max(max, id);
  return { own, other, max };
}

/** ids for a body field: `category` on /api/faqs → faq_categories of the site, else every id of the site */
function fieldIds(pools: IdPools, route: RouteSpec, host: string, name: string): number[] {
  const base = name
    .replace(/_?ids?$/i, '')
    .replace(/Ids$/, '')
    .toLowerCase();
  const plural = base.endsWith('y') ? `${base.slice(0, -1)}ies` : base.endsWith('s') ? base : `${base}s`;
  const routeWord = route.url.split('/')[2]?.replace(/s$/, '').replaceAll('-', '_') ?? '';
  const candidates = pools.tables.filter(
    (t) => t === plural || t === base || t.endsWith(`_${plural}`) || t.startsWith(`${base}_`),
  );
  const table = candidates.find((t) => t.startsWith(`${routeWord}_`)) ?? candidates[0];
  if (table) return idPoolsFor(pools, table, host).own;
  const domain = pools.domains.get(host) ?? -1;
  const all: number[] = [];
  for (const byDomain of pools.ids.values()) all.push(...(byDomain.get(domain) ?? []));
  return all;
}

function valueContext(rng: Rng, world: World, route: RouteSpec, host: string): ValueContext {
  return {
    rng,
    ids: {
      forField: (name) => fieldIds(world.pools, route, host, name),
      domains: [...world.pools.domains.values()],
    },
    corpus: world.pools.corpus,
    strings: world.pools.strings,
    emails: [world.victimEmail, 'nobody@example.test', 'UPPER@EXAMPLE.TEST'],
    passwords: [world.victimPassword],
  };
}

/** A valid-looking body: from the schema, or a real document of the database named like the route. */
function baselineBody(rng: Rng, route: RouteSpec, ctx: ValueContext): GeneratedValue {
  if (!route.body) return { value: {}, nodes: nodesOf({}) };
  const setting =
    route.url
      .split('/')
      .filter((s) => s && !s.startsWith(':'))
      .pop() ?? '';
  const samples = ctx.corpus.get(setting);
  if (samples && samples.length > 0 && rng.chance(0.35)) {
    const sample = structuredClone(rng.pick(samples));
    if (passes(route.body, sample)) return { value: sample, nodes: nodesOf(sample) };
    // the stored document may be one property of the body (`menus` → `{menuBody}`)
    const required = Array.isArray(route.body.required) ? (route.body.required as string[]) : [];
    if (required.length === 1 && required[0]) {
      const wrapped = { [required[0]]: sample };
      if (passes(route.body, wrapped)) return { value: wrapped, nodes: nodesOf(wrapped) };
    }
  }
  return validValue(route.body, ctx);
}

function pickFamily(rng: Rng, route: RouteSpec, isWrite: boolean, isUpload: boolean): string {
  const hasParams = route.url.includes(':') || route.url.includes('*');
  const isRead = READS.has(route.method);
  return rng.weighted([
    ['valid', 8],
    ['body', isUpload ? 0 : isWrite ? 40 : route.method === 'GET' ? 1 : 0],
    ['upload', isUpload ? 45 : isWrite ? 2 : 0],
    ['params', hasParams ? 14 : 0],
    ['query', route.querystring ? 14 : isRead ? 2 : 0],
    ['headers', 12],
    ['url', 5],
    ['protocol', 1.5],
  ] as const);
}

/** How often a route is picked: uploads most (they have the most ways to go wrong), HEAD least. */
export function routeWeight(route: RouteSpec): number {
  if (UPLOAD_ROUTES.has(route.key)) return 8;
  if (route.method === 'HEAD') return 0.4;
  if (route.source === 'bff') return 0.6;
  return READS.has(route.method) ? 1 : 1.6;
}

export function buildCase(rng: Rng, route: RouteSpec, world: World): FuzzCase {
  const unknownRoute = route === UNKNOWN_ROUTE;
  const method = unknownRoute ? rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) : route.method;
  const isWrite = !READS.has(method);
  const guard = GUARDS_BY_KEY.get(route.key);
  const isUpload = UPLOAD_ROUTES.has(route.key);

  const host = rng.weighted([
    [HOSTS.main, 47],
    [HOSTS.other, 47],
    [HOSTS.third, 6],
  ] as const);
  const onlyKinds = world.kinds;
  let family = pickFamily(rng, route, isWrite, isUpload);
  // inputs aimed at a handler mostly come with the owner's session (anonymous ones stop at 401)
  const ownerShare = family === 'body' || family === 'upload' || family === 'params' ? 0.88 : 0.6;
  let identity: Identity = guard?.sessionEnding
    ? rng.chance(0.75)
      ? 'anonymous'
      : 'scratch'
    : rng.chance(ownerShare)
      ? 'owner'
      : 'anonymous';
  // the fuzzer holds sessions on the two main sites only
  if (host === HOSTS.third) identity = 'anonymous';
  const ctx = valueContext(rng, world, route, host);
  const ids = idPoolsFor(world.pools, tableForRoute(route.url, world.pools.tables), host);

  // path and query
  const path = unknownRoute
    ? {
        segments: [
          '',
          'api',
          rng.pick(['nope', 'posts/1/nope', 'faqs/x/y', `${rng.text(8)}`, 'users/../options']),
        ],
        params: {},
        mutation: undefined,
      }
    : buildPath(rng, route, ids, ctx, host, family === 'params');
  let pairs = validQuery(rng, route.querystring, ctx);
  let mutation: Mutation | undefined = path.mutation;
  if (family === 'params' && !mutation) family = 'valid';
  if (family === 'query') {
    const mutated = mutateQuery(rng, route.querystring, pairs);
    pairs = mutated.pairs;
    mutation = mutated.mutation;
  }
  const pathBytes = joinPath(path.segments);
  let target: Buffer = Buffer.concat([pathBytes, encodeQuery(pairs)]);
  if (family === 'url') {
    const mutated = mutateUrl(rng, pathBytes, encodeQuery(pairs));
    target = mutated.target;
    mutation = mutated.mutation;
  }

  // body
  let input: BodyInput | undefined;
  let abortAfterBodyBytes: number | undefined;
  if (isUpload) {
    const upload = makeUpload(
      rng,
      world.images,
      family === 'upload' && world.allowBigUpload(),
      family === 'upload' ? onlyKinds : /^upload-valid$/,
    );
    input = {
      kind: upload.kind,
      detail: upload.detail,
      bytes: upload.bytes,
      contentType: upload.contentType,
    };
    abortAfterBodyBytes = upload.abortAfterBodyBytes;
    if (family !== 'upload') input.kind = 'valid';
    // the few big uploads of a run should reach the handler, not stop at a 401
    if (BIG_UPLOAD_KINDS.has(upload.kind) && host !== HOSTS.third) identity = 'owner';
  } else if (family === 'upload') {
    // a multipart upload sent to a route that expects JSON
    const upload = makeUpload(rng, world.images, false, onlyKinds);
    input = {
      kind: 'multipart-to-json',
      detail: `${upload.kind}: ${upload.detail}`,
      bytes: upload.bytes,
      contentType: upload.contentType,
    };
    abortAfterBodyBytes = upload.abortAfterBodyBytes;
  } else if (isWrite || family === 'body') {
    const base = baselineBody(rng, route, ctx);
    if (family === 'body') {
      input = mutateBody(rng, base, onlyKinds);
      if (!isWrite) input.kind = `body-on-${method.toLowerCase()}`;
    } else if (route.body || rng.chance(0.5)) {
      input = {
        kind: 'valid',
        detail: 'valid',
        bytes: toJsonBytes(base.value),
        contentType: JSON_TYPE,
        value: base.value,
      };
    }
  }

  // guards: rewrite the one value that would lock the fuzzer out
  let constrained = false;
  if (guard?.constrain && input?.value !== undefined) {
    const rewritten = guard.constrain(input.value, {
      identity,
      params: path.params,
      ownerId: world.pools.ownerId,
      ownerEmail: world.ownerEmail,
      ownerPassword: world.ownerPassword,
      victimEmail: world.victimEmail,
      pendingTotpSecret: world.pendingTotpSecret,
    });
    if (rewritten !== input.value) {
      constrained = true;
      input = {
        ...input,
        value: rewritten,
        bytes: toJsonBytes(rewritten),
        detail: `${input.detail} (constrained)`,
      };
    }
  }

  // headers
  let headers: HeaderList = [
    ['Host', `${host}:${world.port}`],
    ['Connection', 'close'],
    ['Accept', 'application/json'],
    ['X-CSRF', '1'],
  ];
  if (isWrite && rng.chance(0.5)) headers.push(['Origin', `http://${host}:${world.port}`]);
  if (input?.contentType) headers.push(['Content-Type', input.contentType]);
  let jarIdentity = identity;
  const cookie = world.cookieFor(identity, host);
  if (cookie) headers.push(['Cookie', cookie]);
  let incomplete = false;
  if (family === 'headers') {
    const mutated = mutateHeaders(rng, headers, host, world.port);
    headers = mutated.headers;
    mutation = mutated.mutation;
    incomplete = mutated.mutation.incomplete === true;
    if (mutated.forgedCookie) identity = 'forged-cookie';
  }

  let verbatim: Buffer | undefined;
  if (family === 'protocol') {
    const built = protocolRequest(rng, pathBytes, host, world.port);
    verbatim = built.bytes;
    mutation = built.mutation;
    incomplete = built.mutation.incomplete === true;
    // written verbatim, without the cookies: whatever the answer sets belongs to no jar
    identity = 'anonymous';
    jarIdentity = 'anonymous';
  }

  const kind =
    family === 'body' || family === 'upload' || (isUpload && family === 'valid')
      ? (input?.kind ?? 'valid')
      : (mutation?.kind ?? 'valid');
  const detail = mutation?.detail ?? input?.detail ?? 'valid request';
  const aborted = abortAfterBodyBytes !== undefined;
  return {
    route,
    host,
    identity,
    jarIdentity,
    family,
    kind,
    detail: family === 'body' || family === 'upload' ? (input?.detail ?? detail) : detail,
    request: { method, target, headers, body: input?.bytes, abortAfterBodyBytes, verbatim },
    isWrite,
    expectAnswer: !aborted && !incomplete,
    timeoutMs: incomplete ? 1500 : aborted ? 5000 : 20_000,
    constrained,
  };
}

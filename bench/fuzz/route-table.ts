/**
 * The routes to fuzz, read from the running stack itself, not from a hand list: the stack is
 * started with route-recorder.ts preloaded, which writes every route the BFF and the embedded
 * content API register (method, url, access level, TypeBox request schemas — plain JSON
 * Schema) to a file. The API's routes (reached through the BFF's `/api/*` proxy) and the BFF's
 * own `/bff/*` endpoints are kept, once per method, HEAD included where Fastify exposes it.
 */
import { readFileSync } from 'node:fs';

/** A JSON Schema as TypeBox builds it (plain JSON Schema keywords). */
export type JsonSchema = Record<string, unknown>;

export interface RouteSpec {
  /** which app registered it: the content API (reached through the BFF proxy) or the BFF itself */
  source: 'api' | 'bff';
  method: string;
  /** Fastify's url pattern, e.g. `/api/posts/:id/body`, `/media/*` */
  url: string;
  /** `METHOD url`, the key of the summary table */
  key: string;
  /** access level the API route declares (`public`, `signed-in`, `editor`, `admin`, `owner`) */
  access: string;
  params: JsonSchema | undefined;
  querystring: JsonSchema | undefined;
  body: JsonSchema | undefined;
}

interface RecordedRoute {
  instance: number;
  method: string;
  url: string;
  access?: unknown;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
}

const asSchema = (value: unknown): JsonSchema | undefined =>
  value && typeof value === 'object' ? (value as JsonSchema) : undefined;

/** The route table the stack wrote while starting (see route-recorder.ts). */
export function readRouteTable(file: string): RouteSpec[] {
  const recorded = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RecordedRoute);
  // the BFF is the instance that serves `/bff/*`; every other one is a content API
  const bffInstances = new Set(recorded.filter((r) => r.url.startsWith('/bff/')).map((r) => r.instance));
  const specs = new Map<string, RouteSpec>();
  for (const route of recorded) {
    const source = bffInstances.has(route.instance) ? 'bff' : 'api';
    // the BFF's own endpoints only: its `/api/*` proxy routes forward to the API routes
    if (source === 'bff' && !route.url.startsWith('/bff/')) continue;
    if (source === 'api' && !route.url.startsWith('/api/') && !route.url.startsWith('/media/')) continue;
    const key = `${route.method} ${route.url}`;
    if (specs.has(key)) continue;
    specs.set(key, {
      source,
      method: route.method,
      url: route.url,
      key,
      access: String(route.access ?? 'public'),
      params: asSchema(route.params),
      querystring: asSchema(route.querystring),
      body: asSchema(route.body),
    });
  }
  if (specs.size === 0) throw new Error(`no routes were recorded in ${file}`);
  return [...specs.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

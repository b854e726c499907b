/**
 * The live route table of a built API (`app.routeAccessTable`, kept by api/auth/route-access.ts)
 * as the route-list snapshot, the role × route matrix and the OpenAPI test read it.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../app-types.ts';

/** The checked-in route list: `METHOD /path access [siteless]`, one route a line. */
export const ROUTE_LIST_FILE = new URL('../routes/route-access.txt', import.meta.url);

/**
 * Every route but the HEAD twins of GET routes (Fastify adds one to each GET; it shares its
 * options, so its access), ordered by path, then method.
 */
export function routesOf(app: FastifyInstance): RouteAccess[] {
  return app.routeAccessTable
    .filter((route) => route.method !== 'HEAD')
    .toSorted((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

export function routeLine(route: RouteAccess): string {
  return `${route.method} ${route.url} ${route.access}${route.siteless ? ' siteless' : ''}`;
}

/** The route list as the file holds it. */
export function routeListText(app: FastifyInstance): string {
  return `${routesOf(app).map(routeLine).join('\n')}\n`;
}

export const READ_ME =
  'api/routes/route-access.txt lists every route and its access level; after a deliberate change run ' +
  '`UPDATE_ROUTE_LIST=1 npx tap api/routes/route-access.test.ts` and review its diff';

export function readRouteList(): string {
  return readFileSync(ROUTE_LIST_FILE, 'utf8');
}

/** A route's path as OpenAPI writes it: `:id` → `{id}`, `*` → `{*}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*/g, '{*}');
}

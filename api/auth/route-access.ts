/**
 * Access fails closed: every route of the API declares who may call it (`config.access`), and a
 * route that does not stops the API at start — a forgotten declaration can never mean "public".
 * The check is an `onRoute` hook, so it sees every route, ours and those a plugin registers; it
 * also keeps the table of routes, levels and schemas that the route-list test and /api/docs read.
 *
 * Routes registered by a third-party plugin that takes no route config (@fastify/static) get
 * their level from the plugin scope they are registered in: `declareScopeAccess(scope, level)`,
 * written next to that registration — as fastify/demo's autohooks guard a whole folder.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ACCESS_LEVELS, type AccessLevel } from '#shared/access-levels.ts';
import type { RouteAccess } from '../app-types.ts';

const SCOPE_ACCESS = 'routeAccessOfScope';

/** Levels that compare the session's domain with the request's site: they need a site. */
const SITE_BOUND: readonly AccessLevel[] = ['editor', 'admin', 'owner'];

export class UndeclaredAccessError extends Error {
  constructor(route: string, problem: string) {
    super(`${route}: ${problem}`);
    this.name = 'UndeclaredAccessError';
  }
}

/**
 * Every route registered in `scope` (and in the plugins it registers) that declares no access
 * of its own gets `level`. Only for routes whose options we do not write ourselves.
 */
export function declareScopeAccess(scope: FastifyInstance, level: AccessLevel): void {
  scope.decorate(SCOPE_ACCESS, level);
}

function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}

function methodsOf(routeOptions: RouteOptions): string[] {
  return Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
}

/**
 * Adds the check to `app` (the root instance, before any route): throws at registration, naming
 * the method and url, when a route declares no access level, an unknown one, or a role level on a
 * site-less route (the guard compares the session's domain with the request's site).
 */
export function requireRouteAccess(app: FastifyInstance): void {
  const table: RouteAccess[] = [];
  app.decorate('routeAccessTable', table);
  app.addHook('onRoute', function checkRouteAccess(this: FastifyInstance, routeOptions) {
    const route = `${methodsOf(routeOptions).join(',')} ${routeOptions.url}`;
    const scopeLevel = (this as unknown as Record<string, unknown>)[SCOPE_ACCESS];
    const level: unknown = routeOptions.config?.access ?? scopeLevel;
    if (level === undefined) {
      throw new UndeclaredAccessError(
        route,
        "declares no access level: set config.access ('public' where meant); the API does not start without it",
      );
    }
    if (!isAccessLevel(level)) {
      throw new UndeclaredAccessError(
        route,
        `unknown access level ${JSON.stringify(level)} (one of ${ACCESS_LEVELS.join(', ')})`,
      );
    }
    const siteless = routeOptions.config?.siteless === true;
    if (siteless && SITE_BOUND.includes(level)) {
      throw new UndeclaredAccessError(
        route,
        `a site-less route cannot be '${level}': that level needs a site`,
      );
    }
    routeOptions.config = { ...routeOptions.config, access: level };
    for (const method of methodsOf(routeOptions)) {
      table.push({
        method,
        url: routeOptions.url ?? '',
        access: level,
        siteless,
        schema: routeOptions.schema,
      });
    }
  });
}

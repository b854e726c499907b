/**
 * What the API adds to Fastify's types: the services on the instance, the resolved site and the
 * session on each request, and the access level each route declares in its config.
 */
import type { FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessLevel } from '#shared/access-levels.ts';
import type { RefreshSessions } from './auth/refresh-sessions.ts';
import type { ApiConfig } from './config/api-config.ts';
import type { Database, DomainRow } from './db/tables.ts';
import type { MailQueue } from './mail/mail-queue.ts';
import type { MediaStorage } from './media/storage/media-storage.ts';
import type { Stores } from './stores.ts';

/**
 * Who may call a route (shared/access-levels.ts, also read by the panel):
 * - `public`: anyone (the site's visitors);
 * - `signed-in`: any valid session, on any of its domains (account, switch-domain);
 * - `editor` / `admin` / `owner`: that role or a stronger one, AND the session's domain must be
 *   the site of the request (see docs/decisions/002).
 */
export type { AccessLevel };

/** One route of the API as the access check saw it at registration (api/auth/route-access.ts). */
export interface RouteAccess {
  method: string;
  url: string;
  access: AccessLevel;
  siteless: boolean;
  /** its schemas as registered (the objects themselves: collection-schemas.test.ts compares them) */
  schema: FastifySchema | undefined;
}

export interface SessionContext {
  userId: number;
  roleId: number;
  domainId: number;
  familyId: string;
  domainIds: number[];
  /** whether the user has two-factor sign-in on (a role may require it: docs/decisions/016); absent: off */
  twoFactorOn?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the database; routes use the stores, never this (api/routes/no-sql-in-routes.test.ts) */
    db: Kysely<Database>;
    /** the data access of each area (api/stores.ts) */
    stores: Stores;
    apiConfig: ApiConfig;
    refreshSessions: RefreshSessions;
    /** every mail goes through it, after the answer (api/mail/mail-queue.ts) */
    mailQueue: MailQueue;
    /** where media files are kept: DATA_DIR/media or an S3-compatible bucket (api/media/storage/) */
    mediaStorage: MediaStorage;
    /** every route of the API with its declared access level, in registration order */
    routeAccessTable: readonly RouteAccess[];
  }
  interface FastifyRequest {
    /** the site of the request, from `X-Forwarded-For` (not set on site-less routes) */
    apiSite: DomainRow;
    /** the session of a bearer access token, when the route needs one */
    apiSession: SessionContext | null;
  }
  interface FastifyContextConfig {
    /**
     * Required on every route: the API refuses to start with a route that does not declare it
     * (api/auth/route-access.ts). `public` is written out where meant.
     */
    access: AccessLevel;
    /** true for the few routes that do not belong to a site (health) */
    siteless?: boolean;
    /**
     * true for the few signed-in routes open to a user whose role requires two-factor while it is
     * off: reading the account and setting two-factor up (api/auth/access-guard.ts)
     */
    twoFactorSetup?: boolean;
  }
}

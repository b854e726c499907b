/**
 * What the API adds to Fastify's types: the services on the instance, the resolved site and the
 * session on each request, and the access level each route declares in its config.
 */
import type { Kysely } from 'kysely';
import type { RefreshSessions } from './auth/refresh-sessions.ts';
import type { ApiConfig } from './config/api-config.ts';
import type { Database, DomainRow } from './db/tables.ts';
import type { MailQueue } from './mail/mail-queue.ts';

/**
 * Who may call a route:
 * - `public`: anyone (the site's visitors);
 * - `signed-in`: any valid session, on any of its domains (account, switch-domain);
 * - `editor` / `admin` / `owner`: that role or a stronger one, AND the session's domain must be
 *   the site of the request (see docs/decisions/002).
 */
export type AccessLevel = 'public' | 'signed-in' | 'editor' | 'admin' | 'owner';

export interface SessionContext {
  userId: number;
  roleId: number;
  domainId: number;
  familyId: string;
  domainIds: number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    apiConfig: ApiConfig;
    refreshSessions: RefreshSessions;
    /** every mail goes through it, after the answer (api/mail/mail-queue.ts) */
    mailQueue: MailQueue;
  }
  interface FastifyRequest {
    /** the site of the request, from `X-Forwarded-For` (not set on site-less routes) */
    apiSite: DomainRow;
    /** the session of a bearer access token, when the route needs one */
    apiSession: SessionContext | null;
  }
  interface FastifyContextConfig {
    access?: AccessLevel;
    /** true for the few routes that do not belong to a site (health) */
    siteless?: boolean;
  }
}

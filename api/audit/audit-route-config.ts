/**
 * What a route may say about its audit events, in its `config.audit` (most say nothing: the
 * entity and action are derived from the method and the route's pattern, audit-target.ts):
 * `false` keeps its calls out of the log; `{entity, action}` names either one where the pattern
 * does not tell (`action: 'from-post-status'`: publish or unpublish, read from the answer).
 */
import type { AuditAction } from '#shared/audit.ts';

export const FROM_POST_STATUS = 'from-post-status';

export type AuditRouteConfig =
  | false
  | {
      entity?: string;
      action?: AuditAction | typeof FROM_POST_STATUS;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** how the route's calls are recorded in the audit log (api/audit/audit-route-config.ts) */
    audit?: AuditRouteConfig;
  }
}

/**
 * What a staff call did, for the audit log, from its method and route pattern alone — so a new
 * route is recorded without its author doing anything:
 * - the entity is the pattern's segments after `/api` up to the first parameter
 *   (`/api/posts/:id/status` → `posts`, `/api/options/colors` → `options/colors`);
 * - its id is the `:id` parameter (else the last one), or for a create the answer's id;
 * - the action comes from a word after the parameter (`/restore`, `/permanently`, `/order`,
 *   `/status`, or any action's own name such as `/deactivate`), else from the method: POST on a
 *   collection creates, PUT/PATCH/POST on one thing updates, DELETE deletes.
 * The few routes whose pattern does not say what they do are named in ROUTE_RULES; a route may
 * also say it in its own `config.audit` (audit-route-config.ts), which wins.
 */
import { API } from '#shared/api-paths.ts';
import { type AuditAction, isAuditAction, SESSION_ENTITY } from '#shared/audit.ts';
import { type AuditRouteConfig, FROM_POST_STATUS } from './audit-route-config.ts';

export interface AuditTarget {
  entity: string;
  action: AuditAction | typeof FROM_POST_STATUS;
  /** the name of the route parameter that holds the entity's id */
  idParam: string | undefined;
}

type Rule = Exclude<AuditRouteConfig, false>;
type RuleAction = NonNullable<Rule['action']>;

const ROUTE_RULES: Record<string, Rule> = {
  [`POST ${API.account.self}`]: { entity: 'account', action: 'update' },
  [`POST ${API.account.changePassword}`]: { entity: 'account', action: 'change-password' },
  [`POST ${API.account.twoFactor}`]: { entity: 'account/two-factor', action: 'start-two-factor' },
  [`POST ${API.account.twoFactorConfirm}`]: { entity: 'account/two-factor', action: 'enable-two-factor' },
  [`POST ${API.account.twoFactorDisable}`]: { entity: 'account/two-factor', action: 'disable-two-factor' },
  'POST /api/account/two-factor/recovery-codes': {
    entity: 'account/two-factor',
    action: 'renew-recovery-codes',
  },
  'DELETE /api/account/sessions/:id': { entity: SESSION_ENTITY, action: 'end-session' },
  'POST /api/account/sessions/sign-out-others': { entity: SESSION_ENTITY, action: 'end-other-sessions' },
  [`POST ${API.auth.switchDomain}`]: { entity: SESSION_ENTITY, action: 'switch-site' },
  [`POST ${API.clearCache}`]: { entity: 'cache', action: 'clear-cache' },
};

/** Words after the id that name the action (others that are an action's own name count too). */
const SUFFIX_ACTIONS: Record<string, RuleAction> = {
  restore: 'restore',
  permanently: 'purge',
  order: 'reorder',
  status: FROM_POST_STATUS,
  'password-link': 'send-password-link',
};

function actionOf(method: string, suffix: string | undefined, onOne: boolean): RuleAction {
  if (suffix !== undefined) {
    const named = SUFFIX_ACTIONS[suffix] ?? (isAuditAction(suffix) ? suffix : undefined);
    if (named) return named;
  }
  if (method === 'DELETE') return 'delete';
  if (method === 'POST' && !onOne) return 'create';
  return 'update';
}

/** The target of a call to `route` (Fastify's pattern, `/api/posts/:id`) with `method`. */
export function auditTargetOf(
  method: string,
  route: string,
  config: AuditRouteConfig | undefined,
): AuditTarget {
  const segments = route
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);
  const firstParam = segments.findIndex((s) => s.startsWith(':'));
  const params = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  const path = firstParam < 0 ? segments : segments.slice(0, firstParam);
  const lastParam = segments.findLastIndex((s) => s.startsWith(':'));
  const suffix = lastParam < 0 || lastParam === segments.length - 1 ? undefined : segments.at(-1);
  const rule = { ...ROUTE_RULES[`${method} ${route}`], ...(config || {}) };
  return {
    entity: rule.entity ?? path.join('/'),
    action: rule.action ?? actionOf(method, suffix, params.length > 0),
    idParam: params.includes('id') ? 'id' : params.at(-1),
  };
}

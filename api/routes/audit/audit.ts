/**
 * The audit log (issue 9): `GET /api/audit` — the events of the caller's sites (an admin's
 * domains; an owner's every site, narrowed with `site`), filtered by user, type, action and a
 * date range, newest first, one page with `meta` — and `GET /api/audit/people`, everyone in
 * those events (the user filter). Accounts the caller may not see are named in neither: they read
 * as `unknown account` (api/audit/audit-accounts.ts). Recording is api/audit/audit-log.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import {
  AUDIT_DEFAULT_LIMIT,
  type AuditEvent,
  AuditListAnswerSchema,
  AuditListQuerySchema,
  AuditPeopleAnswerSchema,
} from '#shared/schemas/audit.ts';
import type { SessionContext } from '../../app-types.ts';
import { hideUnseenAccounts, onlySeenPeople, seesAccount } from '../../audit/audit-accounts.ts';
import type { AuditEventRow } from '../../audit/audit-store.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { checkedDateRange } from '../../posts/date-range.ts';
import { replies } from '../../replies/reply-schemas.ts';

const LIST = { querystring: AuditListQuerySchema, response: replies({ 200: AuditListAnswerSchema }) };
const PEOPLE = { response: replies({ 200: AuditPeopleAnswerSchema }) };

/** Owners see every site's events; an admin those of its own sites. */
function visibleSites(session: SessionContext): readonly number[] | 'all' {
  return session.roleId === ROLE.owner ? 'all' : session.domainIds;
}

function toEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.created_at,
    site:
      row.domain_id !== null && row.site_host !== null
        ? { id: row.domain_id, host: row.site_host, name: row.site_name ?? row.site_host }
        : null,
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    entity_kind: row.entity_kind,
    entity_label: row.entity_label,
    detail: row.detail,
    method: row.method,
    route: row.route,
    address: row.address,
  };
}

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'admin' as const };

  app.get(API.audit, { config, schema: LIST }, async (request) => {
    const session = requireSession(request);
    const q = request.query;
    const { start, end } = checkedDateRange(q);
    const limit = q.limit ?? AUDIT_DEFAULT_LIMIT;
    const offset = q.offset ?? 0;
    // the events of an account out of sight are not to be told apart from others' by its id
    if (q.user !== undefined && !(await seesAccount(app.stores.users, session, q.user))) {
      return { data: [], meta: { total: 0, limit, offset } };
    }
    const { rows, total } = await app.stores.audit.page(
      {
        domainIds: visibleSites(session),
        site: q.site,
        user: q.user,
        type: q.type,
        action: q.action,
        from: start,
        to: end,
      },
      { limit, offset },
    );
    const data = await hideUnseenAccounts(app.stores.users, session, rows.map(toEvent));
    return { data, meta: { total, limit, offset } };
  });

  app.get(API.auditPeople, { config, schema: PEOPLE }, async (request) => {
    const session = requireSession(request);
    const people = await app.stores.audit.people(visibleSites(session));
    return { data: await onlySeenPeople(app.stores.users, session, people) };
  });
};

export default auditRoutes;

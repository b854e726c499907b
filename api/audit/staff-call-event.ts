/**
 * The audit event of a successful write by a signed-in staff member: who (a snapshot of the
 * account), on which site, what (entity, id, action: audit-target.ts) and its title when the
 * answer names it — or, when it no longer can (a permanent delete answers only the id), the
 * title an earlier event of the same entity knew. Never the request's body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionContext } from '../app-types.ts';
import { actorSnapshot } from './actor-snapshot.ts';
import type { AnswerFacts } from './answer-facts.ts';
import { FROM_POST_STATUS } from './audit-route-config.ts';
import type { NewAuditEvent } from './audit-store.ts';
import { auditTargetOf } from './audit-target.ts';
import type { CallFacts } from './sign-in-events.ts';

function paramOf(request: FastifyRequest, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return value === undefined || value === null ? undefined : String(value);
}

export async function staffCallEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  session: SessionContext,
  call: CallFacts,
  answer: AnswerFacts,
): Promise<NewAuditEvent> {
  const target = auditTargetOf(request.method, call.route, request.routeOptions.config.audit);
  const action =
    target.action === FROM_POST_STATUS
      ? answer.published === undefined
        ? 'update'
        : answer.published
          ? 'publish'
          : 'unpublish'
      : target.action;
  const entityId = paramOf(request, target.idParam) ?? (action === 'create' ? answer.id : undefined) ?? null;
  const domainId = (request.apiSite as FastifyRequest['apiSite'] | undefined)?.id ?? session.domainId;
  const known =
    answer.label === undefined && entityId !== null
      ? await app.stores.audit.lastLabelOf(domainId, target.entity, entityId)
      : undefined;
  return {
    ...call,
    ...(await actorSnapshot(app.stores.users, session.userId)),
    domain_id: domainId,
    action,
    entity: target.entity,
    entity_id: entityId,
    entity_kind: answer.kind ?? known?.kind ?? null,
    entity_label: answer.label ?? known?.label ?? null,
  };
}

/**
 * Retention of the audit log (docs/decisions/015-audit-log.md): events older than
 * AUDIT_RETENTION_DAYS are deleted at start and then daily, as the auth tables are pruned
 * (api/auth/session-pruning.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AUDIT_RETENTION_DAYS } from '#shared/audit.ts';
import { toTimestamp } from '../db/timestamps.ts';
import type { AuditStore } from './audit-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the events older than the retention period (before `now`); answers how many. */
export function pruneAuditEvents(audit: AuditStore, now: Date = new Date()): Promise<number> {
  return audit.pruneBefore(toTimestamp(new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS)));
}

async function auditPruningPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneAuditEvents(app.stores.audit).catch((error: unknown) =>
      app.log.error({ err: error }, 'pruning the audit log failed'),
    );
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(auditPruningPlugin, { name: 'audit-pruning', dependencies: ['services'] });

/**
 * The audit log's hooks (issue 9, docs/decisions/015-audit-log.md), on every route of the API:
 * each successful (2xx) write — any method but GET/HEAD/OPTIONS — by a signed-in staff member is
 * recorded, and so are sign-ins (also failed ones) and sign-outs. A route added later is
 * recorded without doing anything (audit-target.ts derives what it did; `config.audit` may say
 * more, or `false`). The event is built and written after the answer has gone out
 * (audit-recorder.ts): the log never slows an answer down nor turns it into an error.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API } from '#shared/api-paths.ts';
import { nowTimestamp } from '../db/timestamps.ts';
import { clientAddressOf } from '../sites/client-address.ts';
import { answerFacts } from './answer-facts.ts';
import { type AuditJob, AuditRecorder } from './audit-recorder.ts';
import './audit-route-config.ts';
import { type CallFacts, signInEvent, signOutActor, signOutEvent } from './sign-in-events.ts';
import { staffCallEvent } from './staff-call-event.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** writes audit events after the answers (api/audit/audit-log.ts); `idle()` for tests */
    auditLog: AuditRecorder;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isCall = (request: FastifyRequest, method: string, url: string) =>
  request.method === method && request.routeOptions.url === url;

const succeeded = (status: number) => status >= 200 && status < 300;

async function auditLogPlugin(app: FastifyInstance) {
  const recorder = new AuditRecorder((event) => app.stores.audit.add(event), app.log);
  app.decorate('auditLog', recorder);

  /** per call, what the answer hook saw: the error of a sign-in, the answer of a staff write */
  const signInErrors = new WeakMap<FastifyRequest, unknown>();
  const answers = new WeakMap<FastifyRequest, unknown>();
  const signingOut = new WeakMap<FastifyRequest, { userId: number; domainId: number }>();

  const isStaffWrite = (request: FastifyRequest) =>
    request.apiSession !== null &&
    !READS.has(request.method) &&
    request.routeOptions.url !== undefined &&
    request.routeOptions.config?.audit !== false;

  app.addHook('onError', async (request, _reply, error) => {
    if (isCall(request, 'POST', API.auth.login)) signInErrors.set(request, error);
  });

  // the session a sign-out ends, looked up before the route revokes it
  app.addHook('preHandler', async (request) => {
    if (!isCall(request, 'POST', API.auth.logout)) return;
    try {
      const who = await signOutActor(app, request);
      if (who) signingOut.set(request, who);
    } catch (error) {
      request.log.error({ err: error }, 'finding who signs out, for the audit log, failed');
    }
  });

  // the answer is kept as sent and read only after it is out
  app.addHook('onSend', async (request, reply, payload) => {
    if (succeeded(reply.statusCode) && isStaffWrite(request)) answers.set(request, payload);
    return payload;
  });

  const jobOf = (request: FastifyRequest, status: number): AuditJob | undefined => {
    const route = request.routeOptions.url;
    if (route === undefined) return undefined;
    const call: CallFacts = {
      created_at: nowTimestamp(),
      method: request.method,
      route,
      address: clientAddressOf(request),
    };
    if (isCall(request, 'POST', API.auth.login)) {
      const error = signInErrors.get(request);
      return () => signInEvent(app, request, call, status, error);
    }
    if (!succeeded(status)) return undefined;
    const leaving = signingOut.get(request);
    if (leaving) return () => signOutEvent(app, call, leaving);
    const session = request.apiSession;
    if (!session || !isStaffWrite(request)) return undefined;
    const payload = answers.get(request);
    return async () => staffCallEvent(app, request, session, call, answerFacts(payload));
  };

  app.addHook('onResponse', async (request, reply) => {
    // a read is never recorded (sign-ins and sign-outs are POSTs): nothing to look at
    if (READS.has(request.method)) return;
    try {
      const job = jobOf(request, reply.statusCode);
      if (job) recorder.record(job);
    } catch (error) {
      request.log.error({ err: error }, 'recording an audit event failed');
    }
  });

  app.addHook('onClose', async () => {
    await recorder.idle();
  });
}

export default fp(auditLogPlugin, { name: 'audit-log', dependencies: ['services', 'access-guard'] });

/** The BFF's own endpoints under `/bff/*` (docs/architecture.md#bff): never proxied. */
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { API, BFF } from '#shared/api-paths.ts';
import type { BffContext } from '../bff-context.ts';
import { sendError } from '../errors/error-reply.ts';
import { callUpstream } from '../proxy/upstream-call.ts';
import { endSession } from '../session/end-session.ts';
import { normalizeHost } from '../sites/host-allow-list.ts';
import { createBuildIdReader } from '../static/build-id.ts';

const READY_TIMEOUT_MS = 2000;

export async function bffRoutes(
  app: FastifyInstance,
  opts: { context: BffContext; distDir: string; siteHosts: string[] },
) {
  const { context } = opts;
  const readBuildId = createBuildIdReader(opts.distDir);
  const probeHost = opts.siteHosts.find((h) => !h.startsWith('*.')) ?? 'localhost';

  app.get(
    BFF.health,
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(BFF.ready, async (request, reply) => {
    const requestHost = normalizeHost(request.hostname);
    const site = requestHost && context.allowList.allows(requestHost) ? requestHost : probeHost;
    const outcome = await callUpstream({
      url: `${context.upstreamOf(site)}${API.health}`,
      method: 'GET',
      headers: { 'x-forwarded-for': site, accept: 'application/json' },
      body: undefined,
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      timeoutMs: READY_TIMEOUT_MS,
      dispatcher: context.dispatcher,
    });
    if (outcome.kind === 'response') {
      await outcome.body.dump();
      if (outcome.statusCode < 500) return reply.send({ status: 'ready' });
    }
    return sendError(reply, 503, 'The content service is not answering');
  });

  app.get(BFF.build, async (_request, reply) => {
    const buildId = await readBuildId();
    if (!buildId) return sendError(reply, 503, 'No client build is being served');
    return reply.header('cache-control', 'no-store').send({ buildId });
  });

  app.get(BFF.session, async (request, reply) => {
    const session = context.cookies.read(request);
    return reply
      .header('cache-control', 'no-store')
      .send({ authenticated: session.access !== undefined || session.refresh !== undefined });
  });

  app.post(BFF.logout, async (request, reply) => {
    await endSession(context, request, reply);
    return reply.code(204).send();
  });
}

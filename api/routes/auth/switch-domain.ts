/**
 * `POST /api/auth/switch-domain` {domain_id} (bearer access) → a new session on that domain:
 * `{data: {access_token, refresh_token, domain: {id, host}}}`. The old session is revoked.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { SwitchDomainBodySchema, SwitchDomainResultSchema } from '#shared/schemas/auth.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { sessionClientOf } from '../../auth/session-client.ts';
import { tokenPairOf } from '../../auth/token-pair.ts';
import { HttpError, notFound } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';

const SWITCHED = replies({ 200: DataEnvelope(SwitchDomainResultSchema) });

const switchDomainRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.auth.switchDomain,
    { schema: { body: SwitchDomainBodySchema, response: SWITCHED }, config: { access: 'signed-in' } },
    async (request) => {
      const session = requireSession(request);
      const domainId = request.body.domain_id;
      const domain = await app.stores.domains.findById(domainId);
      if (!domain) throw notFound('Domain not found');
      if (!session.domainIds.includes(domainId)) {
        throw new HttpError(403, 'You have no access to this domain', {
          domain_id: ['You have no access to this domain'],
        });
      }
      const issued = await app.refreshSessions.open(session.userId, domainId, sessionClientOf(request));
      await app.refreshSessions.revokeFamily(session.familyId, 'domain switch');
      const pair = await tokenPairOf(app, issued);
      return { data: { ...pair, domain: { id: domain.id, host: domain.host } } };
    },
  );
};

export default switchDomainRoute;

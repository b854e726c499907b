/**
 * `POST /api/auth/switch-domain` {domain_id} (bearer access) → a new session on that domain:
 * `{data: {access_token, refresh_token, domain: {id, host}}}`. The old session is revoked.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { SwitchDomainBodySchema } from '#shared/schemas/auth.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { tokenPairOf } from '../../auth/token-pair.ts';
import { HttpError, notFound } from '../../errors/http-error.ts';

const switchDomainRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.auth.switchDomain,
    { schema: { body: SwitchDomainBodySchema }, config: { access: 'signed-in' } },
    async (request) => {
      const session = requireSession(request);
      const domainId = request.body.domain_id;
      const domain = await app.db
        .selectFrom('domains')
        .selectAll()
        .where('id', '=', domainId)
        .executeTakeFirst();
      if (!domain) throw notFound('Domain not found');
      if (!session.domainIds.includes(domainId)) {
        throw new HttpError(403, 'You have no access to this domain', {
          domain_id: ['You have no access to this domain'],
        });
      }
      const issued = await app.refreshSessions.open(session.userId, domainId);
      await app.refreshSessions.revokeFamily(session.familyId, 'domain switch');
      const pair = await tokenPairOf(app, issued);
      return { data: { ...pair, domain: { id: domain.id, host: domain.host } } };
    },
  );
};

export default switchDomainRoute;

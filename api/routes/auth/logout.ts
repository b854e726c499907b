/**
 * `POST /api/auth/logout` with a bearer refresh token or a bearer access token: revokes that
 * session family. Always `{data: {}}`, also when the session was already gone.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { looksLikeJwt, verifyAccessToken } from '../../auth/access-tokens.ts';
import { bearerToken } from '../../auth/bearer-token.ts';
import { ANSWER_DONE } from '../../replies/reply-schemas.ts';

const LOGOUT_OPTIONS = {
  config: { access: 'public', siteless: true },
  schema: { response: ANSWER_DONE },
} as const;

const logoutRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(API.auth.logout, LOGOUT_OPTIONS, async (request) => {
    const token = bearerToken(request);
    if (token) {
      const familyId = looksLikeJwt(token)
        ? (await verifyAccessToken(app.apiConfig.jwtSecret, token))?.familyId
        : await app.refreshSessions.familyOfToken(token);
      if (familyId) await app.refreshSessions.revokeFamily(familyId, 'logout');
    }
    return { data: {} };
  });
};

export default logoutRoute;

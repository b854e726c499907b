/**
 * `POST /api/auth/refresh-tokens` with `Authorization: Bearer <refresh token>` → a new pair. The
 * token carries its own domain, so no site header is needed.
 * 401 when the token is unknown, expired, revoked or reused (reuse revokes the family).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { bearerToken } from '../../auth/bearer-token.ts';
import { tokenPairOf } from '../../auth/token-pair.ts';
import { unauthorized } from '../../errors/http-error.ts';

const refreshTokensRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(API.auth.refreshTokens, { config: { access: 'public', siteless: true } }, async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('A refresh token is required');
    const result = await app.refreshSessions.rotate(token);
    if (!result.ok) {
      if (result.reason === 'reuse') request.log.warn('refresh token reuse detected; session family revoked');
      throw unauthorized('The refresh token is not valid');
    }
    return { data: await tokenPairOf(app, result.issued) };
  });
};

export default refreshTokensRoute;

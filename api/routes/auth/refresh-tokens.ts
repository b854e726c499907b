/**
 * `POST /api/auth/refresh-tokens` with `Authorization: Bearer <refresh token>` → a new pair. The
 * token carries its own domain, so no site header is needed.
 * 401 when the token is unknown, expired, revoked or reused (reuse revokes the family).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { TokenPairSchema } from '#shared/schemas/auth.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { bearerToken } from '../../auth/bearer-token.ts';
import { tokenPairOf } from '../../auth/token-pair.ts';
import { unauthorized } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { clientAddressOf } from '../../sites/client-address.ts';

/** Public and site-less: the refresh token is the credential, and it carries its own domain. */
const REFRESH_OPTIONS = {
  config: { access: 'public', siteless: true },
  schema: { response: replies({ 200: DataEnvelope(TokenPairSchema) }) },
} as const;

const refreshTokensRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(API.auth.refreshTokens, REFRESH_OPTIONS, async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('A refresh token is required');
    const result = await app.refreshSessions.rotate(token, clientAddressOf(request));
    if (!result.ok) {
      if (result.reason === 'reuse') request.log.warn('refresh token reuse detected; session family revoked');
      throw unauthorized('The refresh token is not valid');
    }
    return { data: await tokenPairOf(app, result.issued) };
  });
};

export default refreshTokensRoute;

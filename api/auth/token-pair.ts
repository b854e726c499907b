/** Builds the `{access_token, refresh_token}` pair answered by login, refresh and switch-domain. */
import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '#shared/schemas/auth.ts';
import { unauthorized } from '../errors/http-error.ts';
import { signAccessToken } from './access-tokens.ts';
import type { IssuedRefresh } from './refresh-sessions.ts';

export async function tokenPairOf(app: FastifyInstance, issued: IssuedRefresh): Promise<TokenPair> {
  const user = await app.stores.users.findById(issued.userId);
  // a deactivated account gets no new tokens (its sessions were revoked; this holds if one was not)
  if (!user || user.deactivated_at !== null) throw unauthorized('Unauthenticated');
  const accessToken = await signAccessToken(
    app.apiConfig.jwtSecret,
    { userId: issued.userId, domainId: issued.domainId, familyId: issued.familyId, roles: [user.role_id] },
    issued.issuedAt,
  );
  return { access_token: accessToken, refresh_token: issued.refreshToken };
}

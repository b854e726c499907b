/**
 * `POST /api/account/change-password` {password, new_password} → `{data: {}}`. Other sessions of
 * the user are revoked; the current one stays. The current password's check is throttled per
 * account like sign-in (api/auth/reauthentication-throttle.ts): 429 with `Retry-After`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { ChangePasswordBodySchema } from '#shared/schemas/auth.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { throttledReauthentication } from '../../auth/reauthentication-throttle.ts';
import { badRequest, unauthorized } from '../../errors/http-error.ts';
import { ANSWER_DONE } from '../../replies/reply-schemas.ts';

const changePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.account.changePassword,
    { schema: { body: ChangePasswordBodySchema, response: ANSWER_DONE }, config: { access: 'signed-in' } },
    async (request, reply) => {
      const session = requireSession(request);
      const user = await app.stores.users.findById(session.userId);
      if (!user) throw unauthorized('Unauthenticated');
      await throttledReauthentication(app.stores.logins, reply, user.id, async () => {
        if (!(await verifyPassword(request.body.password, user.password_hash))) {
          throw badRequest('The current password is not correct', {
            password: ['The current password is not correct'],
          });
        }
      });
      const passwordHash = await hashPassword(request.body.new_password, app.apiConfig.scryptCost);
      await app.stores.users.setPasswordHash(user.id, passwordHash);
      await app.refreshSessions.revokeAllOfUser(user.id, 'password change', session.familyId);
      return { data: {} };
    },
  );
};

export default changePasswordRoute;

/**
 * `POST /api/account/change-password` {password, new_password} → `{data: {}}`. Other sessions of
 * the user are revoked; the current one stays.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { ChangePasswordBodySchema } from '#shared/schemas/auth.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { nowTimestamp } from '../../db/timestamps.ts';
import { badRequest, unauthorized } from '../../errors/http-error.ts';

const changePasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.account.changePassword,
    { schema: { body: ChangePasswordBodySchema }, config: { access: 'signed-in' } },
    async (request) => {
      const session = requireSession(request);
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', session.userId)
        .executeTakeFirst();
      if (!user) throw unauthorized('Unauthenticated');
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        throw badRequest('The current password is not correct', {
          password: ['The current password is not correct'],
        });
      }
      const passwordHash = await hashPassword(request.body.new_password, app.apiConfig.scryptCost);
      await app.db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: nowTimestamp() })
        .where('id', '=', user.id)
        .execute();
      await app.refreshSessions.revokeAllOfUser(user.id, 'password change', session.familyId);
      return { data: {} };
    },
  );
};

export default changePasswordRoute;

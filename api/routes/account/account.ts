/** `GET /api/account` and `POST /api/account` (profile update), both `{data: account}`. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '../../../shared/api-paths.ts';
import { AccountUpdateBodySchema } from '../../../shared/schemas/auth.ts';
import { accountView } from '../../accounts/account-view.ts';
import { assertEmailFree } from '../../accounts/email-uniqueness.ts';
import { loadStaffAccess, normalizeEmail } from '../../accounts/staff-access.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { nowTimestamp } from '../../db/timestamps.ts';
import { unauthorized } from '../../errors/http-error.ts';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(API.account.self, { config: { access: 'signed-in' } }, async (request) => {
    const session = requireSession(request);
    const access = await loadStaffAccess(app.db, session.userId);
    if (!access) throw unauthorized('Unauthenticated');
    return { data: await accountView(app.db, access, session.domainId) };
  });

  app.post(
    API.account.self,
    { schema: { body: AccountUpdateBodySchema }, config: { access: 'signed-in' } },
    async (request) => {
      const { userId, domainId } = requireSession(request);
      const { firstname, lastname } = request.body;
      const email = request.body.email === undefined ? undefined : normalizeEmail(request.body.email);
      if (email !== undefined) await assertEmailFree(app.db, email, userId);
      await app.db
        .updateTable('users')
        .set({
          ...(firstname === undefined ? {} : { firstname: firstname.trim() }),
          ...(lastname === undefined ? {} : { lastname: lastname.trim() }),
          ...(email === undefined ? {} : { email }),
          updated_at: nowTimestamp(),
        })
        .where('id', '=', userId)
        .execute();
      const access = await loadStaffAccess(app.db, userId);
      if (!access) throw unauthorized('Unauthenticated');
      return { data: await accountView(app.db, access, domainId) };
    },
  );
};

export default accountRoutes;

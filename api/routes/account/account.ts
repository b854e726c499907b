/**
 * `GET /api/account` and `POST /api/account` (profile update), both `{data: account}`. The name
 * changes with the session alone; a new email needs the current password (and the two-factor
 * code when it is on), and the old address is mailed that the email changed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { AccountUpdateBodySchema } from '#shared/schemas/auth.ts';
import { accountView } from '../../accounts/account-view.ts';
import { assertEmailFree } from '../../accounts/email-uniqueness.ts';
import { assertReauthenticated } from '../../accounts/reauthentication.ts';
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
      const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) throw unauthorized('Unauthenticated');
      const requested = request.body.email === undefined ? undefined : normalizeEmail(request.body.email);
      const email = requested === user.email ? undefined : requested;
      if (email !== undefined) {
        await assertReauthenticated(app.db, user, request.body);
        await assertEmailFree(app.db, email, userId);
      }
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
      if (email !== undefined) {
        app.mailQueue.enqueue({
          kind: 'email-changed',
          to: user.email,
          siteName: request.apiSite.name,
          newEmail: email,
        });
      }
      const access = await loadStaffAccess(app.db, userId);
      if (!access) throw unauthorized('Unauthenticated');
      return { data: await accountView(app.db, access, domainId) };
    },
  );
};

export default accountRoutes;

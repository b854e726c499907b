/**
 * `GET /api/account` and `POST /api/account` (profile update), both `{data: account}`. The name
 * changes with the session alone; a new email needs the current password (and the two-factor
 * code when it is on), checked under sign-in's throttle (api/auth/reauthentication-throttle.ts),
 * and the old address is mailed that the email changed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { AccountUpdateBodySchema } from '#shared/schemas/auth.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { AccountSchema } from '#shared/schemas/content.ts';
import { accountView } from '../../accounts/account-view.ts';
import { assertEmailFree } from '../../accounts/email-uniqueness.ts';
import { assertReauthenticated } from '../../accounts/reauthentication.ts';
import { loadStaffAccess, normalizeEmail } from '../../accounts/staff-access.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { throttledReauthentication } from '../../auth/reauthentication-throttle.ts';
import { unauthorized } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';

const SIGNED_IN = { access: 'signed-in' } as const;
/** the account is read before two-factor is set up too (a role may require it: access-guard.ts) */
const SIGNED_IN_BEFORE_TWO_FACTOR = { access: 'signed-in', twoFactorSetup: true } as const;
const ACCOUNT = replies({ 200: DataEnvelope(AccountSchema) });

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API.account.self,
    { config: SIGNED_IN_BEFORE_TWO_FACTOR, schema: { response: ACCOUNT } },
    async (request) => {
      const session = requireSession(request);
      const access = await loadStaffAccess(app.stores.users, session.userId);
      if (!access) throw unauthorized('Unauthenticated');
      return { data: await accountView(app.stores.domains, access, session.domainId) };
    },
  );

  app.post(
    API.account.self,
    { schema: { body: AccountUpdateBodySchema, response: ACCOUNT }, config: SIGNED_IN },
    async (request, reply) => {
      const { userId, domainId } = requireSession(request);
      const { firstname, lastname } = request.body;
      const user = await app.stores.users.findById(userId);
      if (!user) throw unauthorized('Unauthenticated');
      const requested = request.body.email === undefined ? undefined : normalizeEmail(request.body.email);
      const email = requested === user.email ? undefined : requested;
      if (email !== undefined) {
        await throttledReauthentication(app.stores.logins, reply, user.id, () =>
          assertReauthenticated(app.stores.users, user, request.body),
        );
        await assertEmailFree(app.stores.users, email, userId);
      }
      await app.stores.users.update(userId, {
        ...(firstname === undefined ? {} : { firstname: firstname.trim() }),
        ...(lastname === undefined ? {} : { lastname: lastname.trim() }),
        ...(email === undefined ? {} : { email }),
      });
      if (email !== undefined) {
        app.mailQueue.enqueue({
          kind: 'email-changed',
          to: user.email,
          siteName: request.apiSite.name,
          newEmail: email,
        });
      }
      const access = await loadStaffAccess(app.stores.users, userId);
      if (!access) throw unauthorized('Unauthenticated');
      return { data: await accountView(app.stores.domains, access, domainId) };
    },
  );
};

export default accountRoutes;

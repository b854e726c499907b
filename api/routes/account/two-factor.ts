/**
 * Two-factor enrolment of the signed-in user (`{data}` answers):
 * `POST /api/account/two-factor` → a new pending secret and its otpauth URL;
 * `POST /api/account/two-factor/confirm` {code} → turns it on once a code from the app matches;
 * `POST /api/account/two-factor/disable` {password} → turns it off.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { TwoFactorConfirmBodySchema, TwoFactorDisableBodySchema } from '#shared/schemas/auth.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { generateTotpSecret, matchTotpStep, otpauthUri } from '../../auth/totp.ts';
import { nowTimestamp } from '../../db/timestamps.ts';
import { badRequest, unauthorized } from '../../errors/http-error.ts';

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'signed-in' as const };

  const currentUser = async (userId: number) => {
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw unauthorized('Unauthenticated');
    return user;
  };

  app.post(API.account.twoFactor, { config }, async (request) => {
    const user = await currentUser(requireSession(request).userId);
    const secret = generateTotpSecret();
    await app.db
      .updateTable('users')
      .set({ totp_pending_secret: secret, updated_at: nowTimestamp() })
      .where('id', '=', user.id)
      .execute();
    return { data: { secret, otpauth_url: otpauthUri(secret, user.email, request.apiSite.name) } };
  });

  app.post(
    API.account.twoFactorConfirm,
    { config, schema: { body: TwoFactorConfirmBodySchema } },
    async (request) => {
      const user = await currentUser(requireSession(request).userId);
      if (!user.totp_pending_secret) {
        throw badRequest('Start the two-factor set-up first', {
          code: ['Start the two-factor set-up first'],
        });
      }
      const step = matchTotpStep(user.totp_pending_secret, request.body.code);
      if (step === undefined) throw badRequest('The code is not valid', { code: ['The code is not valid'] });
      await app.db
        .updateTable('users')
        .set({
          totp_secret: user.totp_pending_secret,
          totp_pending_secret: null,
          totp_last_step: step,
          updated_at: nowTimestamp(),
        })
        .where('id', '=', user.id)
        .execute();
      return { data: { enabled: true } };
    },
  );

  app.post(
    API.account.twoFactorDisable,
    { config, schema: { body: TwoFactorDisableBodySchema } },
    async (request) => {
      const user = await currentUser(requireSession(request).userId);
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        throw badRequest('The password is not correct', { password: ['The password is not correct'] });
      }
      await app.db
        .updateTable('users')
        .set({
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          updated_at: nowTimestamp(),
        })
        .where('id', '=', user.id)
        .execute();
      return { data: { enabled: false } };
    },
  );
};

export default twoFactorRoutes;

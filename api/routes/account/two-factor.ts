/**
 * Two-factor enrolment of the signed-in user (`{data}` answers):
 * `POST /api/account/two-factor` → a new pending secret and its otpauth URL;
 * `POST /api/account/two-factor/confirm` {code} → turns it on once a code from the app matches;
 * `POST /api/account/two-factor/disable` {password} → turns it off.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import {
  TwoFactorConfirmBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStateSchema,
} from '#shared/schemas/auth.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { generateTotpSecret, matchTotpStep, otpauthUri } from '../../auth/totp.ts';
import { badRequest, unauthorized } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';

const ENROLMENT = replies({ 200: DataEnvelope(TwoFactorEnrolmentSchema) });
const TWO_FACTOR_STATE = replies({ 200: DataEnvelope(TwoFactorStateSchema) });

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'signed-in' as const };

  const currentUser = async (userId: number) => {
    const user = await app.stores.users.findById(userId);
    if (!user) throw unauthorized('Unauthenticated');
    return user;
  };

  app.post(API.account.twoFactor, { config, schema: { response: ENROLMENT } }, async (request) => {
    const user = await currentUser(requireSession(request).userId);
    const secret = generateTotpSecret();
    await app.stores.users.startTwoFactor(user.id, secret);
    return { data: { secret, otpauth_url: otpauthUri(secret, user.email, request.apiSite.name) } };
  });

  app.post(
    API.account.twoFactorConfirm,
    { config, schema: { body: TwoFactorConfirmBodySchema, response: TWO_FACTOR_STATE } },
    async (request) => {
      const user = await currentUser(requireSession(request).userId);
      if (!user.totp_pending_secret) {
        throw badRequest('Start the two-factor set-up first', {
          code: ['Start the two-factor set-up first'],
        });
      }
      const step = matchTotpStep(user.totp_pending_secret, request.body.code);
      if (step === undefined) throw badRequest('The code is not valid', { code: ['The code is not valid'] });
      await app.stores.users.enableTwoFactor(user.id, user.totp_pending_secret, step);
      return { data: { enabled: true } };
    },
  );

  app.post(
    API.account.twoFactorDisable,
    { config, schema: { body: TwoFactorDisableBodySchema, response: TWO_FACTOR_STATE } },
    async (request) => {
      const user = await currentUser(requireSession(request).userId);
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        throw badRequest('The password is not correct', { password: ['The password is not correct'] });
      }
      await app.stores.users.disableTwoFactor(user.id);
      return { data: { enabled: false } };
    },
  );
};

export default twoFactorRoutes;

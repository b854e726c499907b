/**
 * Two-factor sign-in of the signed-in user (`{data}` answers; docs/decisions/016):
 * `GET /api/account/two-factor` → on or off, whether the user's role requires it, recovery codes left;
 * `POST /api/account/two-factor` → a new pending secret and its otpauth URL;
 * `POST /api/account/two-factor/confirm` {code} → turns it on once a code from the app matches, and
 *   answers the ten one-time recovery codes, shown this once;
 * `POST /api/account/two-factor/recovery-codes` {password} → ten new codes, the old ones stop working;
 * `POST /api/account/two-factor/disable` {password, code | recovery_code} → turns it off (403 while
 *   the user's role requires it).
 * Reading the state, starting and confirming stay open to a user whose role requires two-factor
 * while it is off (`twoFactorSetup`): that is how such a user gets in.
 * Wrong answers are 400 on the field (not 401: the BFF takes a 401 for an expired token).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import {
  RecoveryCodesBodySchema,
  RecoveryCodesSchema,
  TwoFactorConfirmBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStateSchema,
  TwoFactorStatusSchema,
} from '#shared/schemas/auth.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { generateRecoveryCodes, recoveryCodeHash } from '../../auth/recovery-codes.ts';
import { checkSecondFactor, SECOND_FACTOR_ERRORS } from '../../auth/second-factor.ts';
import { generateTotpSecret, matchTotpStep, otpauthUri } from '../../auth/totp.ts';
import type { UserRow } from '../../db/tables.ts';
import { badRequest, forbidden, unauthorized } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';

const STATUS = replies({ 200: DataEnvelope(TwoFactorStatusSchema) });
const ENROLMENT = replies({ 200: DataEnvelope(TwoFactorEnrolmentSchema) });
const TWO_FACTOR_STATE = replies({ 200: DataEnvelope(TwoFactorStateSchema) });
const RECOVERY_CODES = replies({ 200: DataEnvelope(RecoveryCodesSchema) });

const WRONG_PASSWORD = 'The password is not correct';
const NOT_ON = 'Two-factor sign-in is not on';
const REQUIRED_FOR_ROLE = 'Your role requires two-factor sign-in: it cannot be turned off';

/** New codes: the clear text to show once, the hashes to store. */
function newRecoveryCodes(userId: number): { codes: string[]; hashes: string[] } {
  const codes = generateRecoveryCodes();
  return { codes, hashes: codes.map((code) => recoveryCodeHash(userId, code) ?? '') };
}

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'signed-in' as const };
  const setupConfig = { access: 'signed-in' as const, twoFactorSetup: true };

  const currentUser = async (userId: number) => {
    const user = await app.stores.users.findById(userId);
    if (!user) throw unauthorized('Unauthenticated');
    return user;
  };
  const assertPassword = async (user: UserRow, password: string) => {
    if (!(await verifyPassword(password, user.password_hash))) {
      throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
    }
  };

  app.get(API.account.twoFactor, { config: setupConfig, schema: { response: STATUS } }, async (request) => {
    const user = await currentUser(requireSession(request).userId);
    const enabled = user.totp_secret !== null;
    return {
      data: {
        enabled,
        required: await app.stores.twoFactor.isRequiredForRole(user.role_id),
        recovery_codes_left: enabled ? await app.stores.twoFactor.unusedRecoveryCodes(user.id) : 0,
      },
    };
  });

  app.post(
    API.account.twoFactor,
    { config: setupConfig, schema: { response: ENROLMENT } },
    async (request) => {
      const user = await currentUser(requireSession(request).userId);
      const secret = generateTotpSecret();
      await app.stores.users.startTwoFactor(user.id, secret);
      return { data: { secret, otpauth_url: otpauthUri(secret, user.email, request.apiSite.name) } };
    },
  );

  app.post(
    API.account.twoFactorConfirm,
    { config: setupConfig, schema: { body: TwoFactorConfirmBodySchema, response: TWO_FACTOR_STATE } },
    async (request) => {
      const user = await currentUser(requireSession(request).userId);
      if (!user.totp_pending_secret) {
        throw badRequest('Start the two-factor set-up first', {
          code: ['Start the two-factor set-up first'],
        });
      }
      const step = matchTotpStep(user.totp_pending_secret, request.body.code);
      if (step === undefined) throw badRequest('The code is not valid', { code: ['The code is not valid'] });
      const { codes, hashes } = newRecoveryCodes(user.id);
      await app.stores.twoFactor.enable(user.id, user.totp_pending_secret, step, hashes);
      return { data: { enabled: true, recovery_codes: codes } };
    },
  );

  app.post(
    API.account.twoFactorRecoveryCodes,
    { config, schema: { body: RecoveryCodesBodySchema, response: RECOVERY_CODES } },
    async (request) => {
      const user = await currentUser(requireSession(request).userId);
      await assertPassword(user, request.body.password);
      if (!user.totp_secret) throw badRequest(NOT_ON, { password: [NOT_ON] });
      const { codes, hashes } = newRecoveryCodes(user.id);
      await app.stores.twoFactor.replaceRecoveryCodes(user.id, hashes);
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    API.account.twoFactorDisable,
    { config, schema: { body: TwoFactorDisableBodySchema, response: TWO_FACTOR_STATE } },
    async (request) => {
      const user = await currentUser(requireSession(request).userId);
      if (user.totp_secret && (await app.stores.twoFactor.isRequiredForRole(user.role_id))) {
        throw forbidden(REQUIRED_FOR_ROLE);
      }
      await assertPassword(user, request.body.password);
      if (user.totp_secret) {
        // a code only counts once the password is right
        const outcome = await checkSecondFactor(app.stores, user, request.body);
        if (outcome !== 'ok') {
          throw badRequest('Confirm with a code of your authenticator app', SECOND_FACTOR_ERRORS[outcome]);
        }
      }
      await app.stores.twoFactor.disable(user.id);
      return { data: { enabled: false } };
    },
  );
};

export default twoFactorRoutes;

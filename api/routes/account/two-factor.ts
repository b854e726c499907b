/**
 * Two-factor sign-in of the signed-in user (`{data}` answers; docs/decisions/016):
 * `GET /api/account/two-factor` → on or off, whether the user's role requires it, recovery codes left;
 * `POST /api/account/two-factor` → a new pending secret and its otpauth URL; while two-factor is on
 *   (a new authenticator: confirming it retires the old one and its recovery codes) only with
 *   {password, code | recovery_code}, as turning it off;
 * `POST /api/account/two-factor/confirm` {code} → turns it on once a code from the app matches, and
 *   answers the ten one-time recovery codes, shown this once;
 * `POST /api/account/two-factor/recovery-codes` {password} → ten new codes, the old ones stop working;
 * `POST /api/account/two-factor/disable` {password, code | recovery_code} → turns it off (403 while
 *   the user's role requires it).
 * Reading the state, starting and confirming stay open to a user whose role requires two-factor
 * while it is off (`twoFactorSetup`): that is how such a user gets in.
 * Wrong answers are 400 on the field (not 401: the BFF takes a 401 for an expired token). The
 * password checks are throttled per account like sign-in (api/auth/reauthentication-throttle.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import {
  RecoveryCodesBodySchema,
  RecoveryCodesSchema,
  TwoFactorConfirmBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorEnrolmentSchema,
  TwoFactorStartBodySchema,
  TwoFactorStateSchema,
  TwoFactorStatusSchema,
} from '#shared/schemas/auth.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { throttledReauthentication } from '../../auth/reauthentication-throttle.ts';
import { generateRecoveryCodes, recoveryCodeHash } from '../../auth/recovery-codes.ts';
import { checkSecondFactor, SECOND_FACTOR_ERRORS, type SecondFactorProof } from '../../auth/second-factor.ts';
import { generateTotpSecret, matchTotpStep, otpauthUri } from '../../auth/totp.ts';
import type { UserRow } from '../../db/tables.ts';
import { badRequest, forbidden, unauthorized } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';

const STATUS = replies({ 200: DataEnvelope(TwoFactorStatusSchema) });
const ENROLMENT = replies({ 200: DataEnvelope(TwoFactorEnrolmentSchema) });
const TWO_FACTOR_STATE = replies({ 200: DataEnvelope(TwoFactorStateSchema) });
const RECOVERY_CODES = replies({ 200: DataEnvelope(RecoveryCodesSchema) });
/** the first start sends nothing (Fastify validates a missing body as null) */
const START_BODY = Type.Union([TwoFactorStartBodySchema, Type.Null()]);

const WRONG_PASSWORD = 'The password is not correct';
const ENTER_PASSWORD = 'Enter your password';
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
  const assertPassword = async (user: UserRow, password: string | undefined) => {
    if (password === undefined) throw badRequest(ENTER_PASSWORD, { password: [ENTER_PASSWORD] });
    if (!(await verifyPassword(password, user.password_hash))) {
      throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
    }
  };
  /** the password, then (a code only counts once the password is right) the second factor */
  const assertPasswordAndCode = async (user: UserRow, proof: SecondFactorProof & { password?: string }) => {
    await assertPassword(user, proof.password);
    const outcome = await checkSecondFactor(app.stores, user, proof);
    if (outcome !== 'ok') {
      throw badRequest('Confirm with a code of your authenticator app', SECOND_FACTOR_ERRORS[outcome]);
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
    { config: setupConfig, schema: { body: START_BODY, response: ENROLMENT } },
    async (request, reply) => {
      const user = await currentUser(requireSession(request).userId);
      if (user.totp_secret) {
        // a session alone must not swap the authenticator: the owner's app and codes would die
        await throttledReauthentication(app.stores.logins, reply, user.id, () =>
          assertPasswordAndCode(user, request.body ?? {}),
        );
      }
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
    async (request, reply) => {
      const user = await currentUser(requireSession(request).userId);
      await throttledReauthentication(app.stores.logins, reply, user.id, () =>
        assertPassword(user, request.body.password),
      );
      if (!user.totp_secret) throw badRequest(NOT_ON, { password: [NOT_ON] });
      const { codes, hashes } = newRecoveryCodes(user.id);
      await app.stores.twoFactor.replaceRecoveryCodes(user.id, hashes);
      return { data: { recovery_codes: codes } };
    },
  );

  app.post(
    API.account.twoFactorDisable,
    { config, schema: { body: TwoFactorDisableBodySchema, response: TWO_FACTOR_STATE } },
    async (request, reply) => {
      const user = await currentUser(requireSession(request).userId);
      if (user.totp_secret && (await app.stores.twoFactor.isRequiredForRole(user.role_id))) {
        throw forbidden(REQUIRED_FOR_ROLE);
      }
      await throttledReauthentication(app.stores.logins, reply, user.id, () =>
        user.totp_secret
          ? assertPasswordAndCode(user, request.body)
          : assertPassword(user, request.body.password),
      );
      await app.stores.twoFactor.disable(user.id);
      return { data: { enabled: false } };
    },
  );
};

export default twoFactorRoutes;

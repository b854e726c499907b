/**
 * `POST /api/auth/login` {email, password, code?} → `{data: {access_token, refresh_token}}`.
 * Wrong email and wrong password give the same answer (and take as long); two-factor accounts
 * without a valid code get 401 with `errors.code` (a one-time `recovery_code` may stand in for the
 * code: a wrong or spent one is 401 with `errors.recovery_code`). Throttled per address, per (account, address)
 * and by an account-wide backoff that spares clean addresses (api/auth/login-throttle.ts): a
 * refusal is 429 with `Retry-After`. A spike of failures is mailed to the account's owner.
 * A deactivated account with the right password gets 403 with a clear message; a successful
 * sign-in is recorded as the account's last. An account without access to the request's site gets
 * 403 — unless the BFF says no site was named (the staff host's login without `?site=`,
 * SIGN_IN_ANY_SITE_HEADER): then the session starts on the account's first site, named in the
 * answer as `domain: {id, host}` (the BFF sets the `site` cookie to it, as after a domain switch).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, SIGN_IN_ANY_SITE_HEADER } from '#shared/api-paths.ts';
import { LoginBodySchema, SignInResultSchema } from '#shared/schemas/auth.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { DEACTIVATED_MESSAGE } from '../../accounts/account-activation.ts';
import { normalizeEmail } from '../../accounts/staff-access.ts';
import { loginFailureAlert } from '../../auth/login-failure-alerts.ts';
import { beginLoginAttempt } from '../../auth/login-throttle.ts';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import { checkSecondFactor, SECOND_FACTOR_ERRORS } from '../../auth/second-factor.ts';
import { sessionClientOf } from '../../auth/session-client.ts';
import { tokenPairOf } from '../../auth/token-pair.ts';
import { tooManyAttempts } from '../../auth/too-many-attempts.ts';
import type { UserRow } from '../../db/tables.ts';
import { forbidden, unauthorized } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';
import { clientAddressOf } from '../../sites/client-address.ts';

const TOKENS = replies({ 200: DataEnvelope(SignInResultSchema) });

const WRONG_CREDENTIALS = 'These credentials do not match our records';

const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.auth.login,
    { schema: { body: LoginBodySchema, response: TOKENS }, config: { access: 'public' } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const address = clientAddressOf(request);
      const attempt = await beginLoginAttempt(app.stores.logins, email, address);
      if (attempt.throttled) throw tooManyAttempts(reply, attempt.retryAfterSeconds);

      const siteName = request.apiSite.name;
      /** the failure stays counted; whether it makes a spike is looked at after the answer */
      const failed = (user: UserRow) => {
        app.mailQueue.enqueue(() => loginFailureAlert(app.stores.logins, user, siteName));
      };

      const user = await app.stores.users.findByEmail(email);
      const hash = user?.password_hash ?? (await decoyPasswordHash(app.apiConfig.scryptCost));
      const passwordOk = await verifyPassword(request.body.password, hash);
      if (!user || !passwordOk) {
        if (user) failed(user);
        throw unauthorized(WRONG_CREDENTIALS, { email: [WRONG_CREDENTIALS] });
      }
      if (user.deactivated_at !== null) {
        // only the holder of the right password learns that the account is deactivated
        await attempt.release();
        throw forbidden(DEACTIVATED_MESSAGE);
      }

      if (user.totp_secret) {
        // a code of the app, or a one-time recovery code in its place (spent when it matches)
        const outcome = await checkSecondFactor(app.stores, user, request.body);
        if (outcome === 'missing') {
          await attempt.release();
          throw unauthorized('A two-factor code is required', SECOND_FACTOR_ERRORS.missing);
        }
        if (outcome !== 'ok') {
          failed(user);
          throw unauthorized('The two-factor code is not valid', SECOND_FACTOR_ERRORS[outcome]);
        }
      }

      const domainIds = await app.stores.users.domainIdsOf(user);
      const ownSite = domainIds.includes(request.apiSite.id)
        ? undefined
        : request.headers[SIGN_IN_ANY_SITE_HEADER] === '1' && domainIds[0] !== undefined
          ? await app.stores.domains.findById(domainIds[0])
          : undefined;
      if (!domainIds.includes(request.apiSite.id) && !ownSite) {
        await attempt.release();
        throw forbidden('This account has no access to this site');
      }

      await attempt.succeeded();
      await app.stores.users.recordSignIn(user.id);
      const siteId = ownSite?.id ?? request.apiSite.id;
      const issued = await app.refreshSessions.open(user.id, siteId, sessionClientOf(request));
      const pair = await tokenPairOf(app, issued);
      return { data: ownSite ? { ...pair, domain: { id: ownSite.id, host: ownSite.host } } : pair };
    },
  );
};

export default loginRoute;

/**
 * `POST /api/auth/login` {email, password, code?} → `{data: {access_token, refresh_token}}`.
 * Wrong email and wrong password give the same answer (and take as long); two-factor accounts
 * without a valid code get 401 with `errors.code`. Rate-limited per account and per address.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '../../../shared/api-paths.ts';
import { LoginBodySchema } from '../../../shared/schemas/auth.ts';
import { domainIdsOfUser, normalizeEmail } from '../../accounts/staff-access.ts';
import { beginLoginAttempt } from '../../auth/login-throttle.ts';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import { tokenPairOf } from '../../auth/token-pair.ts';
import { matchTotpStep } from '../../auth/totp.ts';
import { forbidden, tooManyRequests, unauthorized } from '../../errors/http-error.ts';
import { clientAddressOf } from '../../sites/client-address.ts';

const WRONG_CREDENTIALS = 'These credentials do not match our records';

const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.auth.login,
    { schema: { body: LoginBodySchema }, config: { access: 'public' } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const address = clientAddressOf(request);
      const attempt = await beginLoginAttempt(app.db, email, address);
      if (attempt.throttled) throw tooManyRequests();

      const user = await app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      const hash = user?.password_hash ?? (await decoyPasswordHash(app.apiConfig.scryptCost));
      const passwordOk = await verifyPassword(request.body.password, hash);
      if (!user || !passwordOk) throw unauthorized(WRONG_CREDENTIALS, { email: [WRONG_CREDENTIALS] });

      if (user.totp_secret) {
        const code = request.body.code?.trim();
        if (!code) {
          await attempt.release();
          throw unauthorized('A two-factor code is required', {
            code: ['Enter the code of your authenticator app'],
          });
        }
        const step = matchTotpStep(user.totp_secret, code);
        // claimed atomically: of parallel logins with the same code, exactly one wins
        const claimed =
          step !== undefined &&
          Number(
            (
              await app.db
                .updateTable('users')
                .set({ totp_last_step: step })
                .where('id', '=', user.id)
                .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
                .executeTakeFirst()
            ).numUpdatedRows,
          ) === 1;
        if (!claimed)
          throw unauthorized('The two-factor code is not valid', { code: ['The code is not valid'] });
      }

      const domainIds = await domainIdsOfUser(app.db, user);
      if (!domainIds.includes(request.apiSite.id)) {
        await attempt.release();
        throw forbidden('This account has no access to this site');
      }

      await attempt.succeeded();
      const issued = await app.refreshSessions.open(user.id, request.apiSite.id);
      return { data: await tokenPairOf(app, issued) };
    },
  );
};

export default loginRoute;

/**
 * `POST /api/account/reset-password`:
 * - `{email}` → always `{data: {}}` (whether or not the account exists), answered before any
 *   mail is sent: the one-time link to `/reset-password?token=…` on the requesting site goes out
 *   through the mail queue, so the answer time does not depend on the address or the mail server;
 * - `{token, password}` → sets the password, revokes every session of the user, `{data: {}}`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { ResetPasswordBodySchema } from '#shared/schemas/auth.ts';
import { consumeResetToken, passwordLinkOf, requestResetToken } from '../../accounts/password-resets.ts';
import { normalizeEmail } from '../../accounts/staff-access.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest } from '../../errors/http-error.ts';
import { ANSWER_DONE } from '../../replies/reply-schemas.ts';
import { clientAddressOf } from '../../sites/client-address.ts';
import { staffLinkSite, staffOrigin } from '../../sites/site-origin.ts';

const INVALID_TOKEN = 'This reset link is not valid or has expired';

const resetPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.account.resetPassword,
    {
      schema: { body: ResetPasswordBodySchema, response: ANSWER_DONE },
      // no mail bombing: a few requests per client address and site
      config: {
        access: 'public',
        rateLimit: {
          max: 10,
          timeWindow: 15 * 60 * 1000,
          keyGenerator: (request) => `reset|${clientAddressOf(request)}`,
        },
      },
    },
    async (request) => {
      const body = request.body;
      if ('email' in body) {
        const reset = await requestResetToken(app.stores.users, normalizeEmail(body.email));
        if (reset) {
          const origin = staffOrigin(request.apiSite.host, {
            template: app.apiConfig.publicOriginTemplate,
            bffPort: app.apiConfig.bffPort,
            panelHost: app.apiConfig.panelHost,
          });
          app.mailQueue.enqueue({
            kind: 'password-reset',
            to: reset.email,
            siteName: request.apiSite.name,
            link: passwordLinkOf(origin, reset.token, staffLinkSite(request.apiSite.host, app.apiConfig)),
          });
        }
        return { data: {} };
      }
      const userId = await consumeResetToken(app.stores.users, body.token);
      if (userId === undefined) throw badRequest(INVALID_TOKEN, { token: [INVALID_TOKEN] });
      const passwordHash = await hashPassword(body.password, app.apiConfig.scryptCost);
      await app.stores.users.setPasswordHash(userId, passwordHash);
      await app.refreshSessions.revokeAllOfUser(userId, 'password reset');
      return { data: {} };
    },
  );
};

export default resetPasswordRoute;

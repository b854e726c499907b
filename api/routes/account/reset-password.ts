/**
 * `POST /api/account/reset-password`:
 * - `{email}` → always `{data: {}}` (whether or not the account exists), answered before any
 *   mail is sent: the one-time link to `/reset-password?token=…` on the requesting site goes out
 *   through the mail queue, so the answer time does not depend on the address or the mail server;
 * - `{token, password}` → sets the password, revokes every session of the user, `{data: {}}`.
 *
 * `POST /api/account/reset-password/check {token}` → `{data: {usable}}`: whether the link still
 * works, so its page can say at once that it has expired or was used (and offer a new one) instead
 * of failing on submit. Read-only: the token is not used up; the answer is the same shape for every
 * token and names no account. The token goes in the body, not the address, to stay out of logs.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import {
  ResetPasswordBodySchema,
  ResetTokenCheckBodySchema,
  ResetTokenCheckSchema,
} from '#shared/schemas/auth.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import {
  consumeResetToken,
  isResetTokenUsable,
  passwordLinkOf,
  requestResetToken,
} from '../../accounts/password-resets.ts';
import { normalizeEmail } from '../../accounts/staff-access.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest } from '../../errors/http-error.ts';
import { ANSWER_DONE, replies } from '../../replies/reply-schemas.ts';
import { clientAddressOf } from '../../sites/client-address.ts';
import { staffLinkSite, staffOrigin } from '../../sites/site-origin.ts';

const INVALID_TOKEN = 'This reset link is not valid or has expired';
const CHECKED = replies({ 200: DataEnvelope(ResetTokenCheckSchema) });

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

  app.post(
    API.account.resetPasswordCheck,
    {
      schema: { body: ResetTokenCheckBodySchema, response: CHECKED },
      config: {
        access: 'public',
        audit: false,
        // a page load per link: far more than a person needs, far too few to try tokens
        rateLimit: {
          max: 30,
          timeWindow: 15 * 60 * 1000,
          keyGenerator: (request) => `reset-check|${clientAddressOf(request)}`,
        },
      },
    },
    async (request) => ({
      data: { usable: await isResetTokenUsable(app.stores.users, request.body.token) },
    }),
  );
};

export default resetPasswordRoute;

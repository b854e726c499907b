/**
 * `POST /api/account/reset-password`:
 * - `{email}` → always `{data: {}}` (whether or not the account exists); sends a one-time link
 *   to `/reset-password?token=…` on the requesting site;
 * - `{token, password}` → sets the password, revokes every session of the user, `{data: {}}`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '../../../shared/api-paths.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { ResetPasswordBodySchema } from '../../../shared/schemas/auth.ts';
import { consumeResetToken, createResetToken } from '../../accounts/password-resets.ts';
import { normalizeEmail } from '../../accounts/staff-access.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { nowTimestamp } from '../../db/timestamps.ts';
import { badRequest } from '../../errors/http-error.ts';
import { clientAddressOf } from '../../sites/client-address.ts';
import { siteOrigin } from '../../sites/site-origin.ts';

const INVALID_TOKEN = 'This reset link is not valid or has expired';

const resetPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API.account.resetPassword,
    {
      schema: { body: ResetPasswordBodySchema },
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
        const email = normalizeEmail(body.email);
        const user = await app.db
          .selectFrom('users')
          .select(['id', 'email'])
          .where('email', '=', email)
          .executeTakeFirst();
        if (user) {
          const token = await createResetToken(app.db, user.id);
          const link = `${siteOrigin(request.apiSite.host, {
            template: app.apiConfig.publicOriginTemplate,
            bffPort: app.apiConfig.bffPort,
          })}${ROUTES.resetPassword}?token=${encodeURIComponent(token)}`;
          try {
            await app.resetMailer.send({ to: user.email, link, siteName: request.apiSite.name });
          } catch (error) {
            request.log.error({ err: error }, 'could not send the password reset mail');
          }
        }
        return { data: {} };
      }
      const userId = await consumeResetToken(app.db, body.token);
      if (userId === undefined) throw badRequest(INVALID_TOKEN, { token: [INVALID_TOKEN] });
      const passwordHash = await hashPassword(body.password, app.apiConfig.scryptCost);
      await app.db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: nowTimestamp() })
        .where('id', '=', userId)
        .execute();
      await app.refreshSessions.revokeAllOfUser(userId, 'password reset');
      return { data: {} };
    },
  );
};

export default resetPasswordRoute;

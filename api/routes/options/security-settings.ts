/**
 * `GET /api/options/security` and `PUT /api/options/security` {two_factor_roles} (owner only):
 * the roles whose users must have two-factor sign-in on, for every site (roles are the
 * platform's, not a site's). Users of such a role without it are sent to set it up before
 * anything else (api/auth/access-guard.ts). An owner cannot require it of their own role before
 * turning it on themselves: the setting would lock them out of it. `{data}` answers.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { SecuritySettingsSchema } from '#shared/schemas/account-security.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { badRequest } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';

const OWNER = { access: 'owner' } as const;
const SETTINGS = replies({ 200: DataEnvelope(SecuritySettingsSchema) });
const OWN_ROLE_FIRST = 'Turn on two-factor sign-in for your own account before requiring it of your role';

const securitySettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const current = async () => ({
    data: { two_factor_roles: await app.stores.twoFactor.requiredRoles() },
  });

  app.get(API.options.security, { config: OWNER, schema: { response: SETTINGS } }, current);

  app.put(
    API.options.security,
    { config: OWNER, schema: { body: SecuritySettingsSchema, response: SETTINGS } },
    async (request) => {
      const session = requireSession(request);
      const roles = request.body.two_factor_roles;
      if (new Set(roles).size !== roles.length) {
        throw badRequest('Name each role once', { two_factor_roles: ['Name each role once'] });
      }
      if ((roles as readonly number[]).includes(session.roleId) && !session.twoFactorOn) {
        throw badRequest(OWN_ROLE_FIRST, { two_factor_roles: [OWN_ROLE_FIRST] });
      }
      await app.stores.twoFactor.setRequiredRoles(roles);
      return current();
    },
  );
};

export default securitySettingsRoutes;

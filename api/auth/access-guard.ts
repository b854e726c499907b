/**
 * The one auth hook of the API. Each route declares `config.access` — the API does not start
 * otherwise (route-access.ts, installed by this plugin); this hook checks the bearer
 * access token, that its session family is still active, that its domain is one of the user's,
 * the role, and — for editor/admin/owner routes — that the session's domain is the site the
 * request targets, so a session can never write into another site. A `bff` route takes no
 * session but the BFF's secret (bff-secret.ts). A user whose role requires
 * two-factor while it is off gets 403 `two_factor_required` on every call but the few that set it
 * up (`config.twoFactorSetup`). Each call is recorded as its session's last use.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasRoleAtLeast, ROLE, type RoleId } from '#shared/ids/roles.ts';
import { loadStaffAccess } from '../accounts/staff-access.ts';
import type { AccessLevel, SessionContext } from '../app-types.ts';
import { forbidden, unauthorized } from '../errors/http-error.ts';
import { clientAddressOf } from '../sites/client-address.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { bearerToken } from './bearer-token.ts';
import { carriesBffSecret } from './bff-secret.ts';
import { requireRouteAccess } from './route-access.ts';
import { twoFactorRequired } from './two-factor-requirement.ts';

const NEEDED_ROLE: Partial<Record<AccessLevel, RoleId>> = {
  editor: ROLE.editor,
  admin: ROLE.admin,
  owner: ROLE.owner,
};

/** The session of the request's bearer access token, or undefined when it is not valid. */
export async function sessionOfRequest(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SessionContext | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const claims = await verifyAccessToken(app.apiConfig.jwtSecret, token);
  if (!claims) return undefined;
  if (!(await app.refreshSessions.noteUse(claims.familyId, clientAddressOf(request)))) return undefined;
  const access = await loadStaffAccess(app.stores.users, claims.userId);
  if (!access?.domainIds.includes(claims.domainId)) return undefined;
  return {
    userId: claims.userId,
    roleId: access.roleId,
    domainId: claims.domainId,
    familyId: claims.familyId,
    domainIds: access.domainIds,
    twoFactorOn: access.user.totp_secret !== null,
  };
}

async function accessGuardPlugin(app: FastifyInstance) {
  requireRouteAccess(app);
  app.decorateRequest('apiSession', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url) return; // unmatched route: the not-found handler answers
    // every route has a level (checked at start); a missing one is refused, never public
    const level = request.routeOptions.config?.access;
    if (level === undefined) throw forbidden('This route declares no access level');
    if (level === 'public') return;
    if (level === 'bff') {
      // the BFF's own calls: its secret, never a session
      if (!carriesBffSecret(request, app.apiConfig.bffApiSecret))
        throw unauthorized('Only the BFF may make this call');
      return;
    }
    const session = await sessionOfRequest(app, request);
    if (!session) throw unauthorized('Unauthenticated');
    request.apiSession = session;
    if (
      !session.twoFactorOn &&
      request.routeOptions.config?.twoFactorSetup !== true &&
      (await app.stores.twoFactor.isRequiredForRole(session.roleId))
    ) {
      throw twoFactorRequired();
    }
    if (level === 'signed-in') return;
    const needed = NEEDED_ROLE[level] ?? ROLE.owner;
    if (!hasRoleAtLeast([session.roleId], needed)) throw forbidden('Your role does not allow this');
    if (session.domainId !== request.apiSite.id) {
      throw forbidden('This session works on another site; switch domain first');
    }
  });
}

export default fp(accessGuardPlugin, { name: 'access-guard', dependencies: ['site-resolver'] });

/** The session of a route whose access level is not public (the guard has set it). */
export function requireSession(request: FastifyRequest): SessionContext {
  if (!request.apiSession) throw unauthorized('Unauthenticated');
  return request.apiSession;
}

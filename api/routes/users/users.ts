/**
 * Staff accounts of the site (admin, `{data}` answers). An admin manages admins and editors of
 * its own domains; only an owner manages owners. Deleting takes the user off this site, and
 * deletes the account when it has no site left. A new account gets a typed password or a mailed
 * link to set one; accounts are deactivated and reactivated (account-activation.ts), and a
 * password link can be sent again at any time (docs/decisions/018-staff-accounts-lifecycle.md).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { ROLE } from '#shared/ids/roles.ts';
import { DataEnvelope, IdParamsSchema } from '#shared/schemas/common.ts';
import { assertActive, deactivateAccount, reactivateAccount } from '../../accounts/account-activation.ts';
import { assertEmailFree } from '../../accounts/email-uniqueness.ts';
import { sendPasswordSetLink } from '../../accounts/password-set-link.ts';
import { normalizeEmail } from '../../accounts/staff-access.ts';
import {
  assertControlsWholeAccount,
  assertMayGrantDomains,
  assertMayManageRole,
  findUserOfDomain,
  listUsersOfDomain,
  toStaffUser,
} from '../../accounts/staff-users.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest, notFound } from '../../errors/http-error.ts';
import { ANSWER_DELETED, ANSWER_DONE, replies } from '../../replies/reply-schemas.ts';

/** this collection's declared schemas (shared/collections/collection-schemas.ts) */
const ACCOUNTS = collectionNamed('users').schemas;

const USERS = replies({ 200: DataEnvelope(Type.Array(ACCOUNTS.item)) });
const USER = replies({ 200: DataEnvelope(ACCOUNTS.item) });
const USER_CREATE = { body: ACCOUNTS.create, response: replies({ 201: DataEnvelope(ACCOUNTS.item) }) };
const BY_ID_READ = { params: IdParamsSchema, response: USER };
const BY_ID_DELETE = { params: IdParamsSchema, response: ANSWER_DELETED };
const BY_ID_DONE = { params: IdParamsSchema, response: ANSWER_DONE };

const PASSWORD_OR_LINK = 'Type a password, or send a link to set one';
const NOT_BOTH = 'Either type a password or send a link, not both';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'admin' as const };
  /** the user as stored after a change */
  const reread = async (id: number) => {
    const user = await app.stores.users.findById(id);
    if (!user) throw notFound('User not found');
    return user;
  };

  app.get(API.users, { config, schema: { response: USERS } }, async (request) => {
    const session = requireSession(request);
    const users = await listUsersOfDomain(app.stores.users, session, request.apiSite.id);
    return {
      data: await Promise.all(users.map((user) => toStaffUser(app.stores, user, session.domainIds))),
    };
  });

  app.get(API.user(':id'), { config, schema: BY_ID_READ }, async (request) => {
    const session = requireSession(request);
    const user = await findUserOfDomain(app.stores.users, session, request.apiSite.id, request.params.id);
    return { data: await toStaffUser(app.stores, user, session.domainIds) };
  });

  app.post(API.users, { config, schema: USER_CREATE }, async (request, reply) => {
    const session = requireSession(request);
    const body = request.body;
    assertMayManageRole(session, body.role_id);
    const domainIds = [...new Set(body.domain_ids ?? [request.apiSite.id])];
    assertMayGrantDomains(session, domainIds);
    const byLink = body.send_password_link === true;
    if (byLink && body.password !== undefined) {
      throw badRequest(NOT_BOTH, { password: [NOT_BOTH], send_password_link: [NOT_BOTH] });
    }
    if (!byLink && body.password === undefined) {
      throw badRequest(PASSWORD_OR_LINK, { password: [PASSWORD_OR_LINK] });
    }
    const email = normalizeEmail(body.email);
    await assertEmailFree(app.stores.users, email);
    // with a link, the account has a password nobody knows until its link sets one
    const password = body.password ?? randomBytes(32).toString('base64url');
    const passwordHash = await hashPassword(password, app.apiConfig.scryptCost);
    const user = await app.stores.users.create(
      {
        email,
        firstname: body.firstname.trim(),
        lastname: body.lastname.trim(),
        password_hash: passwordHash,
        role_id: body.role_id,
      },
      domainIds,
    );
    if (byLink) {
      await sendPasswordSetLink(app, request.apiSite, user, await app.stores.users.findById(session.userId));
    }
    reply.code(201);
    return { data: await toStaffUser(app.stores, user, session.domainIds) };
  });

  app.put(
    API.user(':id'),
    { config, schema: { params: IdParamsSchema, body: ACCOUNTS.update, response: USER } },
    async (request) => {
      const session = requireSession(request);
      const user = await findUserOfDomain(app.stores.users, session, request.apiSite.id, request.params.id);
      const body = request.body;
      assertMayManageRole(session, user.role_id);
      if (body.role_id !== undefined) {
        assertMayManageRole(session, body.role_id);
        if (user.id === session.userId && body.role_id !== user.role_id) {
          throw badRequest('You cannot change your own role', {
            role_id: ['You cannot change your own role'],
          });
        }
      }
      if (user.id === session.userId && (body.email !== undefined || body.password !== undefined)) {
        // the profile asks for the current password (and code) first; a session alone may not
        const message = 'Change your own email and password on your profile';
        throw badRequest(message, {
          ...(body.email === undefined ? {} : { email: [message] }),
          ...(body.password === undefined ? {} : { password: [message] }),
        });
      }
      if (body.domain_ids !== undefined) assertMayGrantDomains(session, body.domain_ids);
      if (body.email !== undefined || body.password !== undefined || body.role_id !== undefined) {
        await assertControlsWholeAccount(app.stores.users, session, user);
      }
      const email = body.email === undefined ? undefined : normalizeEmail(body.email);
      if (email !== undefined) await assertEmailFree(app.stores.users, email, user.id);
      const passwordHash =
        body.password === undefined ? undefined : await hashPassword(body.password, app.apiConfig.scryptCost);

      await app.stores.users.update(
        user.id,
        {
          ...(body.firstname === undefined ? {} : { firstname: body.firstname.trim() }),
          ...(body.lastname === undefined ? {} : { lastname: body.lastname.trim() }),
          ...(email === undefined ? {} : { email }),
          ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
          ...(body.role_id === undefined ? {} : { role_id: body.role_id }),
        },
        // the acting user only replaces the grants it controls; other domains stay as they are
        body.domain_ids === undefined
          ? undefined
          : { among: session.domainIds, to: [...new Set(body.domain_ids)] },
      );
      if (passwordHash !== undefined)
        await app.refreshSessions.revokeAllOfUser(user.id, 'password set by admin');
      return { data: await toStaffUser(app.stores, await reread(user.id), session.domainIds) };
    },
  );

  app.delete(API.user(':id'), { config, schema: BY_ID_DELETE }, async (request) => {
    const session = requireSession(request);
    const domainId = request.apiSite.id;
    const user = await findUserOfDomain(app.stores.users, session, domainId, request.params.id);
    if (user.id === session.userId)
      throw badRequest('You cannot delete yourself', { id: ['You cannot delete yourself'] });
    assertMayManageRole(session, user.role_id);
    // an owner works on every site without links: taking one off a site deletes the account
    await app.stores.users.removeFromDomain(user.id, domainId, {
      deleteAccount: user.role_id === ROLE.owner,
    });
    await app.refreshSessions.revokeAllOfUser(user.id, 'removed by admin');
    return { data: { id: user.id } };
  });

  const activation = { users: app.stores.users, sessions: app.refreshSessions };

  app.post(API.userDeactivate(':id'), { config, schema: BY_ID_READ }, async (request) => {
    const session = requireSession(request);
    const user = await findUserOfDomain(app.stores.users, session, request.apiSite.id, request.params.id);
    await deactivateAccount(activation, session, user);
    return { data: await toStaffUser(app.stores, await reread(user.id), session.domainIds) };
  });

  app.post(API.userReactivate(':id'), { config, schema: BY_ID_READ }, async (request) => {
    const session = requireSession(request);
    const user = await findUserOfDomain(app.stores.users, session, request.apiSite.id, request.params.id);
    await reactivateAccount(activation, session, user);
    return { data: await toStaffUser(app.stores, await reread(user.id), session.domainIds) };
  });

  app.post(API.userPasswordLink(':id'), { config, schema: BY_ID_DONE }, async (request) => {
    const session = requireSession(request);
    const user = await findUserOfDomain(app.stores.users, session, request.apiSite.id, request.params.id);
    if (user.id === session.userId) {
      const message = 'Change your own password on your profile';
      throw badRequest(message, { id: [message] });
    }
    assertMayManageRole(session, user.role_id);
    // whoever holds the link sets the account's password: the rule of a typed one (PUT) holds
    await assertControlsWholeAccount(app.stores.users, session, user);
    assertActive(user);
    await sendPasswordSetLink(app, request.apiSite, user, await app.stores.users.findById(session.userId));
    return { data: {} };
  });
};

export default userRoutes;

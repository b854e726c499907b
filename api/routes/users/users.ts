/**
 * Staff accounts of the site (admin, `{data}` answers). An admin manages admins and editors of
 * its own domains; only an owner manages owners. Deleting takes the user off this site, and
 * deletes the account when it has no site left.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '#shared/api-paths.ts';
import { ROLE } from '#shared/ids/roles.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { UserCreateBodySchema, UserUpdateBodySchema } from '#shared/schemas/users.ts';
import { assertEmailFree } from '../../accounts/email-uniqueness.ts';
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
import { nowTimestamp } from '../../db/timestamps.ts';
import { badRequest } from '../../errors/http-error.ts';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'admin' as const };

  app.get(API.users, { config }, async (request) => {
    const session = requireSession(request);
    const users = await listUsersOfDomain(app.db, session, request.apiSite.id);
    return { data: await Promise.all(users.map((user) => toStaffUser(app.db, user, session.domainIds))) };
  });

  app.get(API.user(':id'), { config, schema: { params: IdParamsSchema } }, async (request) => {
    const session = requireSession(request);
    const user = await findUserOfDomain(app.db, session, request.apiSite.id, request.params.id);
    return { data: await toStaffUser(app.db, user, session.domainIds) };
  });

  app.post(API.users, { config, schema: { body: UserCreateBodySchema } }, async (request, reply) => {
    const session = requireSession(request);
    const body = request.body;
    assertMayManageRole(session, body.role_id);
    const domainIds = [...new Set(body.domain_ids ?? [request.apiSite.id])];
    assertMayGrantDomains(session, domainIds);
    const email = normalizeEmail(body.email);
    await assertEmailFree(app.db, email);
    const now = nowTimestamp();
    const passwordHash = await hashPassword(body.password, app.apiConfig.scryptCost);
    const user = await app.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({
          email,
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
          password_hash: passwordHash,
          role_id: body.role_id,
          totp_secret: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_domains')
        .values(domainIds.map((domainId) => ({ user_id: created.id, domain_id: domainId })))
        .execute();
      return created;
    });
    reply.code(201);
    return { data: await toStaffUser(app.db, user, session.domainIds) };
  });

  app.put(
    API.user(':id'),
    { config, schema: { params: IdParamsSchema, body: UserUpdateBodySchema } },
    async (request) => {
      const session = requireSession(request);
      const user = await findUserOfDomain(app.db, session, request.apiSite.id, request.params.id);
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
      if (body.domain_ids !== undefined) assertMayGrantDomains(session, body.domain_ids);
      if (body.email !== undefined || body.password !== undefined || body.role_id !== undefined) {
        await assertControlsWholeAccount(app.db, session, user);
      }
      const email = body.email === undefined ? undefined : normalizeEmail(body.email);
      if (email !== undefined) await assertEmailFree(app.db, email, user.id);
      const passwordHash =
        body.password === undefined ? undefined : await hashPassword(body.password, app.apiConfig.scryptCost);

      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            ...(body.firstname === undefined ? {} : { firstname: body.firstname.trim() }),
            ...(body.lastname === undefined ? {} : { lastname: body.lastname.trim() }),
            ...(email === undefined ? {} : { email }),
            ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
            ...(body.role_id === undefined ? {} : { role_id: body.role_id }),
            updated_at: nowTimestamp(),
          })
          .where('id', '=', user.id)
          .execute();
        if (body.domain_ids !== undefined) {
          // the acting user only replaces the grants it controls; other domains stay as they are
          await trx
            .deleteFrom('user_domains')
            .where('user_id', '=', user.id)
            .where('domain_id', 'in', session.domainIds)
            .execute();
          await trx
            .insertInto('user_domains')
            .values(
              [...new Set(body.domain_ids)].map((domainId) => ({ user_id: user.id, domain_id: domainId })),
            )
            .execute();
        }
      });
      if (passwordHash !== undefined)
        await app.refreshSessions.revokeAllOfUser(user.id, 'password set by admin');
      const updated = await app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      return { data: await toStaffUser(app.db, updated, session.domainIds) };
    },
  );

  app.delete(API.user(':id'), { config, schema: { params: IdParamsSchema } }, async (request) => {
    const session = requireSession(request);
    const domainId = request.apiSite.id;
    const user = await findUserOfDomain(app.db, session, domainId, request.params.id);
    if (user.id === session.userId)
      throw badRequest('You cannot delete yourself', { id: ['You cannot delete yourself'] });
    assertMayManageRole(session, user.role_id);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('user_domains')
        .where('user_id', '=', user.id)
        .where('domain_id', '=', domainId)
        .execute();
      const left = await trx
        .selectFrom('user_domains')
        .select('domain_id')
        .where('user_id', '=', user.id)
        .execute();
      if (left.length === 0 || user.role_id === ROLE.owner) {
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
      }
    });
    await app.refreshSessions.revokeAllOfUser(user.id, 'removed by admin');
    return { data: { id: user.id } };
  });
};

export default userRoutes;

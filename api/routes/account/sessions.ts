/**
 * The signed-in user's sessions (the profile's "Sessions"; docs/decisions/016), `{data}` answers:
 * `GET /api/account/sessions` → the active ones, most recently used first: device (from the user
 * agent), address, created and last used (ISO 8601, UTC), and which one is this request's;
 * `DELETE /api/account/sessions/:id` → signs that one out (404 when it is not the user's or is over;
 * it may be the current one: that is signing out);
 * `POST /api/account/sessions/sign-out-others` → signs out every session but this one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '#shared/api-paths.ts';
import { AccountSessionSchema, SignedOutSessionsSchema } from '#shared/schemas/account-security.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import { requireSession } from '../../auth/access-guard.ts';
import { deviceLabel } from '../../auth/device-label.ts';
import { toIsoInstant } from '../../db/timestamps.ts';
import { notFound } from '../../errors/http-error.ts';
import { replies } from '../../replies/reply-schemas.ts';

const SIGNED_IN = { access: 'signed-in' } as const;
const SESSIONS = replies({ 200: DataEnvelope(Type.Array(AccountSessionSchema)) });
const SIGNED_OUT = replies({ 200: DataEnvelope(SignedOutSessionsSchema) });
const SessionParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(API.account.sessions, { config: SIGNED_IN, schema: { response: SESSIONS } }, async (request) => {
    const { userId, familyId } = requireSession(request);
    const sessions = await app.refreshSessions.listActiveOfUser(userId);
    // this device first, then the others by last use (the store's order)
    const ordered = [
      ...sessions.filter((session) => session.familyId === familyId),
      ...sessions.filter((session) => session.familyId !== familyId),
    ];
    return {
      data: ordered.map((session) => ({
        id: session.familyId,
        device: deviceLabel(session.userAgent),
        address: session.address,
        created_at: toIsoInstant(session.createdAt),
        last_used_at: toIsoInstant(session.lastUsedAt),
        current: session.familyId === familyId,
      })),
    };
  });

  app.delete(
    `${API.account.sessions}/:id`,
    { config: SIGNED_IN, schema: { params: SessionParamsSchema, response: SIGNED_OUT } },
    async (request) => {
      const { userId } = requireSession(request);
      const revoked = await app.refreshSessions.revokeFamilyOfUser(
        userId,
        request.params.id,
        'signed out from the profile',
      );
      if (!revoked) throw notFound('This session is not active');
      return { data: { signed_out: 1 } };
    },
  );

  app.post(
    API.account.signOutOtherSessions,
    { config: SIGNED_IN, schema: { response: SIGNED_OUT } },
    async (request) => {
      const { userId, familyId } = requireSession(request);
      const count = await app.refreshSessions.revokeAllOfUser(
        userId,
        'signed out from another session',
        familyId,
      );
      return { data: { signed_out: count } };
    },
  );
};

export default sessionRoutes;

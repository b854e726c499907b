/**
 * Sign-in and sign-out for the audit log. Their routes are public (no session tells who called),
 * so who it was comes from the call itself: the account of the typed email for a sign-in, the
 * session of the presented token for a sign-out. A failed sign-in names the account only when
 * the typed email is one (else `unknown account`: the log is no list of guessed addresses), and
 * says why in the route's own words; the password and the code are never looked at. A refusal
 * that only asks for the two-factor code is a step of a sign-in, not a failure: not recorded.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_ENTITY, UNKNOWN_ACCOUNT } from '#shared/audit.ts';
import { normalizeEmail } from '../accounts/staff-access.ts';
import { looksLikeJwt, verifyAccessToken } from '../auth/access-tokens.ts';
import { bearerToken } from '../auth/bearer-token.ts';
import { HttpError } from '../errors/http-error.ts';
import { type ActorSnapshot, actorSnapshot, snapshotOf } from './actor-snapshot.ts';
import type { NewAuditEvent } from './audit-store.ts';

/** What every event of a call has: when, where from, which route. */
export type CallFacts = Pick<NewAuditEvent, 'created_at' | 'method' | 'route' | 'address'>;

const SIGN_IN_FAILURES = new Set([401, 403, 429]);
const MAX_DETAIL_CHARS = 200;

function typedFields(body: unknown): { email?: string; code?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { email, code } = body as { email?: unknown; code?: unknown };
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

function asksOnlyForCode(error: unknown, typedCode: string | undefined): boolean {
  return error instanceof HttpError && error.errors?.code !== undefined && !typedCode?.trim();
}

/** The event of a `POST /api/auth/login` that answered `status` (after `error`, if it failed). */
export async function signInEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  call: CallFacts,
  status: number,
  error: unknown,
): Promise<NewAuditEvent | undefined> {
  const typed = typedFields(request.body);
  if (typed.email === undefined) return undefined;
  const succeeded = status >= 200 && status < 300;
  if (!succeeded && (!SIGN_IN_FAILURES.has(status) || asksOnlyForCode(error, typed.code))) return undefined;
  const user = await app.stores.users.findByEmail(normalizeEmail(typed.email));
  if (succeeded && !user) return undefined;
  const actor: ActorSnapshot = user
    ? snapshotOf(user)
    : { user_id: null, user_name: null, user_email: UNKNOWN_ACCOUNT };
  return {
    ...call,
    ...actor,
    domain_id: request.apiSite.id,
    action: succeeded ? 'sign-in' : 'sign-in-failed',
    entity: SESSION_ENTITY,
    detail: succeeded || !(error instanceof Error) ? null : error.message.slice(0, MAX_DETAIL_CHARS),
  };
}

/**
 * Who a `POST /api/auth/logout` signs out: the user and site of the presented token's session,
 * read before the route revokes it; undefined when that session has already ended.
 */
export async function signOutActor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ userId: number; domainId: number } | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const familyId = looksLikeJwt(token)
    ? (await verifyAccessToken(app.apiConfig.jwtSecret, token))?.familyId
    : await app.refreshSessions.familyOfToken(token);
  return familyId ? app.stores.audit.activeSessionOwner(familyId) : undefined;
}

export async function signOutEvent(
  app: FastifyInstance,
  call: CallFacts,
  who: { userId: number; domainId: number },
): Promise<NewAuditEvent> {
  return {
    ...call,
    ...(await actorSnapshot(app.stores.users, who.userId)),
    domain_id: who.domainId,
    action: 'sign-out',
    entity: SESSION_ENTITY,
  };
}

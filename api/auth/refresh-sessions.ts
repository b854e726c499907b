/**
 * Refresh sessions. A login opens a family; each refresh token is opaque random text stored
 * only as its sha256. Every use rotates it. Presenting a used token again:
 * - within GRACE_SECONDS of its rotation → the same successor pair again (two BFF replicas
 *   refreshing at once both succeed). The successor is derived as HMAC(rotation key, token), so
 *   it is never stored in clear and only the holder of the used token can re-derive it;
 * - later → reuse: the whole family is revoked and every token of it stops working.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sqlEngineOf } from '../db/sql-engine.ts';
import type { Database } from '../db/tables.ts';
import { nowSeconds, nowTimestamp, toTimestamp } from '../db/timestamps.ts';
import type { SessionClient } from './session-client.ts';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A session unused for longer than a refresh token lives is over, whatever tokens it still holds:
 * it is not listed, and the hourly pruning deletes it (session-pruning.ts).
 */
export const SESSION_IDLE_LIMIT_SECONDS = REFRESH_TOKEN_TTL_SECONDS;

/** The storage timestamp before which a session's last use makes it over. */
export function idleLimitTimestamp(nowSecondsValue: number): string {
  return toTimestamp(new Date((nowSecondsValue - SESSION_IDLE_LIMIT_SECONDS) * 1000));
}
export const REFRESH_GRACE_SECONDS = 10;
/** a session's "last used" is written at most this often (a read per call, a write now and then) */
export const LAST_USED_PRECISION_SECONDS = 60;

/** An active session of a user, as the profile lists it (timestamps in the storage format). */
export interface ActiveSession {
  familyId: string;
  userAgent: string | null;
  address: string | null;
  createdAt: string;
  lastUsedAt: string;
}

export interface IssuedRefresh {
  familyId: string;
  userId: number;
  domainId: number;
  refreshToken: string;
  /** unix seconds; the `iat` of the access token paired with this refresh token */
  issuedAt: number;
}

export type RotationResult = { ok: true; issued: IssuedRefresh } | { ok: false; reason: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function rotationKey(jwtSecret: Uint8Array): Buffer {
  return createHmac('sha256', jwtSecret).update('refresh-token-rotation').digest();
}

function successorOf(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export class RefreshSessions {
  readonly #db: Kysely<Database>;
  readonly #key: Buffer;

  constructor(db: Kysely<Database>, jwtSecret: Uint8Array) {
    this.#db = db;
    this.#key = rotationKey(jwtSecret);
  }

  /** Opens a new family (a login or a domain switch) with its first refresh token. */
  async open(userId: number, domainId: number, client?: SessionClient): Promise<IssuedRefresh> {
    const familyId = randomBytes(16).toString('base64url');
    const refreshToken = randomBytes(32).toString('base64url');
    const issuedAt = nowSeconds();
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('session_families')
        .values({
          id: familyId,
          user_id: userId,
          domain_id: domainId,
          created_at: nowTimestamp(),
          user_agent: client?.userAgent ?? null,
          address: client?.address ?? null,
          last_used_at: nowTimestamp(),
        })
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: hashToken(refreshToken),
          family_id: familyId,
          issued_at: issuedAt,
          expires_at: issuedAt + REFRESH_TOKEN_TTL_SECONDS,
        })
        .execute();
    });
    return { familyId, userId, domainId, refreshToken, issuedAt };
  }

  /** `address`: where the refresh came from, recorded with the session's last use. */
  async rotate(presented: string, address?: string): Promise<RotationResult> {
    const now = nowSeconds();
    return this.#db.transaction().execute(async (trx): Promise<RotationResult> => {
      const row = await trx
        .selectFrom('refresh_tokens')
        .innerJoin('session_families', 'session_families.id', 'refresh_tokens.family_id')
        .select([
          'refresh_tokens.token_hash',
          'refresh_tokens.expires_at',
          'refresh_tokens.used_at',
          'session_families.id as family_id',
          'session_families.user_id',
          'session_families.domain_id',
          'session_families.revoked_at',
        ])
        .where('refresh_tokens.token_hash', '=', hashToken(presented))
        // two rotations of one token at once: on PostgreSQL the second waits here for the first to
        // commit and then reads the token as used (the grace path), as SQLite's one writer does
        .$if(sqlEngineOf(trx) === 'postgres', (q) => q.forUpdate('refresh_tokens'))
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      if (row.expires_at <= now) return { ok: false, reason: 'expired' };

      const successor = successorOf(this.#key, presented);
      const base = { familyId: row.family_id, userId: row.user_id, domainId: row.domain_id };

      if (row.used_at === null) {
        await trx
          .updateTable('refresh_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', row.token_hash)
          .execute();
        await trx
          .insertInto('refresh_tokens')
          .values({
            token_hash: hashToken(successor),
            family_id: row.family_id,
            issued_at: now,
            expires_at: now + REFRESH_TOKEN_TTL_SECONDS,
          })
          .execute();
        await trx
          .updateTable('session_families')
          .set({ last_used_at: nowTimestamp(), ...(address === undefined ? {} : { address }) })
          .where('id', '=', row.family_id)
          .execute();
        return { ok: true, issued: { ...base, refreshToken: successor, issuedAt: now } };
      }

      if (now - row.used_at <= REFRESH_GRACE_SECONDS) {
        const next = await trx
          .selectFrom('refresh_tokens')
          .select(['issued_at'])
          .where('token_hash', '=', hashToken(successor))
          .executeTakeFirst();
        if (next) return { ok: true, issued: { ...base, refreshToken: successor, issuedAt: next.issued_at } };
      }

      await trx
        .updateTable('session_families')
        .set({ revoked_at: nowTimestamp(), revoked_reason: 'refresh token reuse' })
        .where('id', '=', row.family_id)
        .execute();
      return { ok: false, reason: 'reuse' };
    });
  }

  /** The family a refresh token belongs to (used or not), or undefined. */
  async familyOfToken(token: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    return row?.family_id;
  }

  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.#db
      .updateTable('session_families')
      .set({ revoked_at: nowTimestamp(), revoked_reason: reason })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Revokes every session of a user, except `keepFamilyId` when given (password change, "sign
   * out everywhere else"); answers how many were still active.
   */
  async revokeAllOfUser(userId: number, reason: string, keepFamilyId?: string): Promise<number> {
    let query = this.#db
      .updateTable('session_families')
      .set({ revoked_at: nowTimestamp(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepFamilyId) query = query.where('id', '!=', keepFamilyId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Revokes one session of this user; false when it is not theirs or was already over. */
  async revokeFamilyOfUser(userId: number, familyId: string, reason: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('session_families')
      .set({ revoked_at: nowTimestamp(), revoked_reason: reason })
      .where('id', '=', familyId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The user's sessions that can still be used: not revoked, used within the idle limit, with a
   * refresh token neither used nor expired; the most recently used first.
   */
  async listActiveOfUser(userId: number): Promise<ActiveSession[]> {
    const now = nowSeconds();
    const rows = await this.#db
      .selectFrom('session_families')
      .select(['id', 'user_agent', 'address', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb(eb.fn.coalesce('last_used_at', 'created_at'), '>=', idleLimitTimestamp(now)))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('refresh_tokens')
            .select('token_hash')
            .whereRef('refresh_tokens.family_id', '=', 'session_families.id')
            .where('refresh_tokens.used_at', 'is', null)
            .where('refresh_tokens.expires_at', '>', now),
        ),
      )
      // SQLite puts nulls last in a descending order, PostgreSQL first: said once for both
      .orderBy('last_used_at', (ob) => ob.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      familyId: row.id,
      userAgent: row.user_agent,
      address: row.address,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at ?? row.created_at,
    }));
  }

  /**
   * Whether the session is active, recording the call as its last use (and its address) when the
   * last one is older than LAST_USED_PRECISION_SECONDS or came from elsewhere: one read per call,
   * a write now and then.
   */
  async noteUse(familyId: string, address: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('session_families')
      .select(['revoked_at', 'last_used_at', 'address'])
      .where('id', '=', familyId)
      .executeTakeFirst();
    if (row === undefined || row.revoked_at !== null) return false;
    const stale = toTimestamp(new Date((nowSeconds() - LAST_USED_PRECISION_SECONDS) * 1000));
    if (row.last_used_at === null || row.last_used_at < stale || row.address !== address) {
      await this.#db
        .updateTable('session_families')
        .set({ last_used_at: nowTimestamp(), address })
        .where('id', '=', familyId)
        .execute();
    }
    return true;
  }
}

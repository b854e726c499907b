/**
 * Housekeeping of the auth tables: expired refresh tokens, sessions unused for longer than a
 * refresh token lives (with the tokens they still hold), sessions revoked more than a month ago,
 * spent reset tokens and old login attempts are deleted at start and then hourly.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { nowSeconds, toTimestamp } from '../db/timestamps.ts';
import { LOGIN_WINDOW_SECONDS } from './login-throttle.ts';
import { idleLimitTimestamp } from './refresh-sessions.ts';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const KEEP_REVOKED_DAYS = 30;

export async function pruneAuthTables(db: Kysely<Database>): Promise<void> {
  const now = nowSeconds();
  await db.deleteFrom('refresh_tokens').where('expires_at', '<=', now).execute();
  // idle past the limit: its tokens go, and with them (below) the session
  await db
    .deleteFrom('refresh_tokens')
    .where('family_id', 'in', (eb) =>
      eb
        .selectFrom('session_families')
        .select('id')
        .where((inner) =>
          inner(inner.fn.coalesce('last_used_at', 'created_at'), '<', idleLimitTimestamp(now)),
        ),
    )
    .execute();
  const revokedBefore = toTimestamp(new Date(Date.now() - KEEP_REVOKED_DAYS * 24 * 60 * 60 * 1000));
  await db.deleteFrom('session_families').where('revoked_at', '<', revokedBefore).execute();
  await db
    .deleteFrom('session_families')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('refresh_tokens')
            .select('token_hash')
            .whereRef('refresh_tokens.family_id', '=', 'session_families.id'),
        ),
      ),
    )
    .execute();
  await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
  await db
    .deleteFrom('login_attempts')
    .where('attempted_at', '<=', now - LOGIN_WINDOW_SECONDS)
    .execute();
}

async function sessionPruningPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  const prune = () =>
    pruneAuthTables(app.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'pruning the auth tables failed'),
    );
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, PRUNE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(sessionPruningPlugin, { name: 'session-pruning', dependencies: ['services'] });

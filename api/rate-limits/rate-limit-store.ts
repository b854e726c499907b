/**
 * Hits of the per-route rate limits, counted in the database (migration 015) so that every API
 * process sees the same counts. A hit is one upsert: the first hit of a key, or the first after
 * its window ended, starts a window of one hit; any other adds one. Both engines run an
 * `on conflict … do update` on one row atomically, so parallel hits are all counted.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

export interface RateLimitWindow {
  /** hits in the current window, this one included */
  hits: number;
  /** when the window ends, epoch milliseconds */
  windowEndsAt: number;
}

export interface RateLimitStore {
  /** counts a hit of `key` at `now` (epoch ms) in a window of `windowMs` */
  hit(key: string, now: number, windowMs: number): Promise<RateLimitWindow>;
  /** the current window of `key` without counting a hit (none: 0 hits) */
  peek(key: string, now: number): Promise<RateLimitWindow>;
  /** forgets the windows that ended at or before `now` */
  pruneEnded(now: number): Promise<void>;
}

export function createRateLimitStore(db: Kysely<Database>): RateLimitStore {
  return {
    async hit(key, now, windowMs) {
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ key, hits: 1, window_ends_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const over = eb('rate_limit_hits.window_ends_at', '<=', now);
            return {
              hits: eb
                .case()
                .when(over)
                .then(1)
                .else(eb('rate_limit_hits.hits', '+', 1))
                .end(),
              window_ends_at: eb
                .case()
                .when(over)
                .then(now + windowMs)
                .else(eb.ref('rate_limit_hits.window_ends_at'))
                .end(),
            };
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) };
    },

    async peek(key, now) {
      const row = await db
        .selectFrom('rate_limit_hits')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', key)
        .where('window_ends_at', '>', now)
        .executeTakeFirst();
      return row
        ? { hits: Number(row.hits), windowEndsAt: Number(row.window_ends_at) }
        : { hits: 0, windowEndsAt: now };
    },

    async pruneEnded(now) {
      await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<=', now).execute();
    },
  };
}

/**
 * Form submissions of each site (the fields as JSON text), newest first, with their inbox state:
 * read (`read_at`), handled (`handled_at`, `handled_by`). The list filters by form, state and a
 * created-between range, and pages. A public post is stored only while the site has fewer than
 * SUBMISSIONS_PER_SITE_PER_HOUR of the last hour; the refused ones are counted (in
 * `rate_limit_hits`, for a day from the first) so the inbox can tell the site's staff.
 */
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { SubmissionStatus } from '#shared/form-fields.ts';
import { SUBMISSION_REFUSALS_WINDOW_MS, SUBMISSIONS_PER_SITE_PER_HOUR } from '#shared/limits.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Database } from '../db/tables.ts';
import { nowTimestamp, toIsoInstant, toTimestamp } from '../db/timestamps.ts';
import { lockForTransaction } from '../db/transaction-locks.ts';
import { createRateLimitStore } from '../rate-limits/rate-limit-store.ts';

export interface SubmissionRow {
  id: number;
  form: string;
  /** JSON text */
  fields: string;
  created_at: string;
  read_at: string | null;
  handled_at: string | null;
  handled_by: number | null;
  /** the handler's first and last name, when the account still exists */
  handler_firstname: string | null;
  handler_lastname: string | null;
}

export interface SubmissionFilter {
  form?: string | undefined;
  status?: SubmissionStatus | undefined;
  /** `y-MM-dd HH:mm:ss`, inclusive */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
}

/** The change of `PATCH /api/submissions/{id}`, already checked for contradictions. */
export interface SubmissionStateChange {
  read?: boolean | undefined;
  handled?: boolean | undefined;
  /** who marks it handled */
  userId: number;
}

/** What became of a public post: stored, or refused because the site had its hour's worth. */
export type CappedAddResult =
  | { stored: true; id: number; created_at: string }
  | {
      stored: false;
      /** seconds until the site has room again: its cap-th newest submission is an hour old */
      retryAfterSeconds: number;
      /** refusals in the current count, this one included (1: the site just reached its cap) */
      refusals: number;
    };

/** The refusals counted since the first one of the current window (none: undefined). */
export interface RefusalCount {
  count: number;
  /** `y-MM-dd HH:mm:ss` UTC, when the count started */
  since: string;
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;

const HOUR_MS = 60 * 60 * 1000;
/** the key of a site's refusal count in `rate_limit_hits` (each limit's keys have their prefix) */
const refusalKey = (domainId: number) => `form-site-refused|${domainId}`;

/** thrown inside the transaction to roll the row back; never leaves the store */
class OverHourlyCap extends Error {
  readonly turnAt: string;
  constructor(turnAt: string) {
    super('over the hourly cap');
    this.turnAt = turnAt;
  }
}

function whereStatus(eb: ExpressionBuilder<Database, 'form_submissions'>, status: SubmissionStatus) {
  if (status === 'handled') return eb('form_submissions.handled_at', 'is not', null);
  const unhandled = eb('form_submissions.handled_at', 'is', null);
  const read =
    status === 'new'
      ? eb('form_submissions.read_at', 'is', null)
      : eb('form_submissions.read_at', 'is not', null);
  return eb.and([unhandled, read]);
}

/**
 * The `created_at` of the site's submission at `offset` from the newest among those of the hour
 * before `now`, if there are that many: with offset cap - 1 it exists exactly when the site has
 * its cap, and the site has room again once it is an hour old. Reads at most offset + 1 entries
 * of the `(domain_id, created_at)` index (migration 018).
 */
async function createdAtFromNewest(
  db: Kysely<Database>,
  domainId: number,
  now: Date,
  offset: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('form_submissions')
    .select('created_at')
    .where('domain_id', '=', domainId)
    .where('created_at', '>', toTimestamp(new Date(now.getTime() - HOUR_MS)))
    .orderBy('created_at', 'desc')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row?.created_at;
}

/** whole seconds from `now` until the submission made at `createdAt` is an hour old; at least 1 */
function secondsUntilAnHourAfter(createdAt: string, now: Date): number {
  const at = Date.parse(toIsoInstant(createdAt)) + HOUR_MS;
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

export function createSubmissionStore(db: Kysely<Database>) {
  const hits = createRateLimitStore(db);
  /** the site's submissions matching the filter, as a query to select from */
  const matching = (domainId: number, filter: SubmissionFilter) => {
    let query = db.selectFrom('form_submissions').where('form_submissions.domain_id', '=', domainId);
    if (filter.form !== undefined) query = query.where('form_submissions.form', '=', filter.form);
    if (filter.status !== undefined) {
      const status = filter.status;
      query = query.where((eb) => whereStatus(eb, status));
    }
    if (filter.createdFrom !== undefined)
      query = query.where('form_submissions.created_at', '>=', filter.createdFrom);
    if (filter.createdTo !== undefined)
      query = query.where('form_submissions.created_at', '<=', filter.createdTo);
    return query;
  };

  const withHandler = <O>(query: SelectQueryBuilder<Database, 'form_submissions', O>) =>
    query
      .leftJoin('users as handler', 'handler.id', 'form_submissions.handled_by')
      .select([
        'form_submissions.id',
        'form_submissions.form',
        'form_submissions.fields',
        'form_submissions.created_at',
        'form_submissions.read_at',
        'form_submissions.handled_at',
        'form_submissions.handled_by',
        'handler.firstname as handler_firstname',
        'handler.lastname as handler_lastname',
      ]);

  const find = async (domainId: number, id: number): Promise<SubmissionRow | undefined> =>
    withHandler(
      db
        .selectFrom('form_submissions')
        .where('form_submissions.domain_id', '=', domainId)
        .where('form_submissions.id', '=', id),
    ).executeTakeFirst();

  return {
    /**
     * Stores a public post received `now`, new (unread), unless the site already has
     * SUBMISSIONS_PER_SITE_PER_HOUR of the hour before `now` (from every address, through every
     * API process). A full site is answered from one indexed read, writing nothing but the
     * refusal count. Otherwise the row is written first and the hour counted after it, under a
     * lock of the site's posts on PostgreSQL, and rolled back when it is one too many: written
     * first so that SQLite takes its write lock before it reads (a read first could be overtaken
     * by another process's write and fail), and locked so that parallel posts on PostgreSQL count
     * each other.
     */
    async addUnderHourlyCap(
      domainId: number,
      form: string,
      fieldsJson: string,
      now = new Date(),
    ): Promise<CappedAddResult> {
      const cap = SUBMISSIONS_PER_SITE_PER_HOUR;
      const refuse = async (turnAt: string): Promise<CappedAddResult> => {
        const window = await hits.hit(refusalKey(domainId), now.getTime(), SUBMISSION_REFUSALS_WINDOW_MS);
        return {
          stored: false,
          retryAfterSeconds: secondsUntilAnHourAfter(turnAt, now),
          refusals: window.hits,
        };
      };
      const full = await createdAtFromNewest(db, domainId, now, cap - 1);
      if (full !== undefined) return refuse(full);
      try {
        const stored = await inTransaction(db, async (trx) => {
          await lockForTransaction(trx, [`form-submissions:${domainId}`]);
          const row = await trx
            .insertInto('form_submissions')
            .values({ domain_id: domainId, form, fields: fieldsJson, created_at: toTimestamp(now) })
            .returning(['id', 'created_at'])
            .executeTakeFirstOrThrow();
          // this row is the newest: the one at offset cap exists when the others were cap already
          const over = await createdAtFromNewest(trx, domainId, now, cap);
          if (over !== undefined) throw new OverHourlyCap(over);
          return row;
        });
        return { stored: true, ...stored };
      } catch (error) {
        if (error instanceof OverHourlyCap) return refuse(error.turnAt);
        throw error;
      }
    },

    /** the site's refused posts since the first of the current count, if any */
    async refusals(domainId: number, now = new Date()): Promise<RefusalCount | undefined> {
      const window = await hits.peek(refusalKey(domainId), now.getTime());
      if (window.hits === 0) return undefined;
      return {
        count: window.hits,
        since: toTimestamp(new Date(window.windowEndsAt - SUBMISSION_REFUSALS_WINDOW_MS)),
      };
    },

    /** one page of the site's submissions matching the filter, newest first */
    async list(
      domainId: number,
      filter: SubmissionFilter,
      page: { limit: number; offset: number },
    ): Promise<SubmissionRow[]> {
      return withHandler(matching(domainId, filter))
        .orderBy('form_submissions.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    /** how many of the site's submissions match the filter */
    /**
     * The submissions of one form on each UTC day from `fromDay` to `toDay` (`YYYY-MM-DD`, both
     * included) that has any, over some sites or all (visitor insights: catering requests per day).
     */
    async perDay(
      sites: readonly number[] | 'all',
      form: string,
      fromDay: string,
      toDay: string,
    ): Promise<Map<string, number>> {
      if (sites !== 'all' && sites.length === 0) return new Map();
      const day = sql<string>`substr(created_at, 1, 10)`;
      let query = db
        .selectFrom('form_submissions')
        .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('n')])
        .where('form', '=', form)
        .where('created_at', '>=', `${fromDay} 00:00:00`)
        .where('created_at', '<=', `${toDay} 23:59:59`);
      if (sites !== 'all') query = query.where('domain_id', 'in', sites);
      const rows = await query.groupBy(day).execute();
      return new Map(rows.map((row) => [row.day, Number(row.n)]));
    },

    async count(domainId: number, filter: SubmissionFilter): Promise<number> {
      const row = await matching(domainId, filter)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find,

    /** marks it read now when it is new; answers the row as it is then */
    async open(domainId: number, id: number): Promise<SubmissionRow | undefined> {
      await db
        .updateTable('form_submissions')
        .set({ read_at: nowTimestamp() })
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      return find(domainId, id);
    },

    /** applies a state change; undefined when the site has no such submission */
    async changeState(
      domainId: number,
      id: number,
      change: SubmissionStateChange,
    ): Promise<SubmissionRow | undefined> {
      const row = await find(domainId, id);
      if (!row) return undefined;
      const now = nowTimestamp();
      const next: { read_at?: string | null; handled_at?: string | null; handled_by?: number | null } = {};
      if (change.read === false) Object.assign(next, { read_at: null, handled_at: null, handled_by: null });
      if (change.read === true && row.read_at === null) next.read_at = now;
      if (change.handled === true) {
        if (row.read_at === null) next.read_at = now;
        if (row.handled_at === null) Object.assign(next, { handled_at: now, handled_by: change.userId });
      }
      if (change.handled === false) Object.assign(next, { handled_at: null, handled_by: null });
      if (Object.keys(next).length > 0) {
        await db
          .updateTable('form_submissions')
          .set(next)
          .where('domain_id', '=', domainId)
          .where('id', '=', id)
          .execute();
      }
      return find(domainId, id);
    },

    /** false when the site has no such submission */
    async remove(domainId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('form_submissions')
        .where('domain_id', '=', domainId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

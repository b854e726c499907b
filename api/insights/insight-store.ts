/**
 * The visitor insights' tables (docs/decisions/048): the day's salt, today's visitor hashes and
 * the daily aggregates. Writes add to counts (`INSERT … ON CONFLICT DO UPDATE SET n = n +
 * excluded.n`, which SQLite and PostgreSQL both take), so batches of several API processes add up;
 * the rows of one statement are merged first and written in key order (PostgreSQL refuses one
 * statement touching a row twice, and the same order everywhere keeps two writers from waiting on
 * each other in a circle).
 *
 * Privacy: hashes are kept for the current UTC day only. The first write of a new day (a batch,
 * a salt, the daily sweep) counts the past days' hashes into `insight_visitor_days` and deletes
 * them with their salts, so no one can recompute a past day's hash.
 */
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { DEVICE_CLASSES } from '#shared/insights/device-class.ts';
import { CLS_SCALE, VITAL_METRICS, type VitalMetric } from '#shared/insights/web-vitals.ts';
import type { InsightBatchItem } from '#shared/schemas/insights.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { rowChunks } from '../db/row-chunks.ts';
import type { Database } from '../db/tables.ts';
import { lockForTransaction } from '../db/transaction-locks.ts';
import { vitalBucketOf } from './vital-buckets.ts';

/** the sites a read covers: some, by id, or every site (an owner's `site=all`) */
export type InsightSites = readonly number[] | 'all';

export interface InsightRange {
  sites: InsightSites;
  /** UTC days, both included */
  from: string;
  to: string;
}

export interface DayTotals {
  day: string;
  visitors: number;
  views: number;
  entries: number;
}

/** one histogram row: `count` samples of `metric` of a page in `bucket` */
export interface VitalCountRow {
  domain_id: number;
  host: string;
  path: string;
  metric: VitalMetric;
  bucket: number;
  count: number;
}

const CLOSE_DAY_LOCK = 'insights:close-past-days';

type Db = Kysely<Database>;

const num = (value: unknown) => Number(value ?? 0);

/**
 * The rows of the range's days and sites (`day` and `domain_id` of whichever insight table is
 * read: the domains a read joins have neither column).
 */
function inRange(range: InsightRange) {
  const days = sql<boolean>`day >= ${range.from} and day <= ${range.to}`;
  if (range.sites === 'all') return days;
  if (range.sites.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`${days} and domain_id in (${sql.join(range.sites)})`;
}

/** the counts of a batch, merged by key, in key order */
function mergedCounts<Row>(entries: Iterable<[string, Row]>, add: (into: Row, more: Row) => void): Row[] {
  const merged = new Map<string, Row>();
  for (const [key, row] of entries) {
    const kept = merged.get(key);
    if (kept) add(kept, row);
    else merged.set(key, { ...row });
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

const keyOf = (...parts: (string | number)[]) => parts.join('\u0000');

/** the day before which this API process found nothing left to close (one for its stores) */
export interface ClosedInsightDays {
  before: string;
}

export function createInsightStore(db: Db, closed: ClosedInsightDays = { before: '' }) {
  async function addPageViews(domainId: number, views: readonly InsightBatchItem[]) {
    const rows = mergedCounts(
      views.map((item): [string, Database['insight_page_days']] => [
        keyOf(item.day, item.path, item.referrer, item.device),
        {
          domain_id: domainId,
          day: item.day,
          path: item.path,
          referrer_host: item.referrer,
          device: item.device,
          views: 1,
          entries: item.entry ? 1 : 0,
        },
      ]),
      (into, more) => {
        into.views += more.views;
        into.entries += more.entries;
      },
    );
    for (const chunk of rowChunks(rows)) {
      await db
        .insertInto('insight_page_days')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['domain_id', 'day', 'path', 'referrer_host', 'device']).doUpdateSet((eb) => ({
            views: eb(eb.ref('insight_page_days.views'), '+', eb.ref('excluded.views')),
            entries: eb(eb.ref('insight_page_days.entries'), '+', eb.ref('excluded.entries')),
          })),
        )
        .execute();
    }
  }

  async function addVisitors(domainId: number, today: string, views: readonly InsightBatchItem[]) {
    // only today's hashes are kept: one hashed with a past day's salt counts its view, not a visitor
    const hashes = [
      ...new Set(views.filter((item) => item.day === today && item.visitor).map((item) => item.visitor)),
    ].sort() as string[];
    for (const chunk of rowChunks(hashes)) {
      await db
        .insertInto('insight_day_visitors')
        .values(chunk.map((hash) => ({ domain_id: domainId, day: today, hash })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }

  async function addVitals(domainId: number, reports: readonly InsightBatchItem[]) {
    const samples = reports.flatMap((item) =>
      VITAL_METRICS.flatMap((metric): [string, Database['insight_vital_days']][] => {
        const value = item.vitals?.[metric];
        if (value === undefined) return [];
        const stored = metric === 'cls' ? Math.round(value * CLS_SCALE) : value;
        const bucket = vitalBucketOf(metric, stored);
        return [
          [
            keyOf(item.day, item.path, metric, bucket),
            { domain_id: domainId, day: item.day, path: item.path, metric, bucket, count: 1 },
          ],
        ];
      }),
    );
    const rows = mergedCounts(samples, (into, more) => {
      into.count += more.count;
    });
    for (const chunk of rowChunks(rows)) {
      await db
        .insertInto('insight_vital_days')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['domain_id', 'day', 'path', 'metric', 'bucket']).doUpdateSet((eb) => ({
            count: eb(eb.ref('insight_vital_days.count'), '+', eb.ref('excluded.count')),
          })),
        )
        .execute();
    }
  }

  /**
   * Counts the hashes of the days before `today` into their visitor counts and deletes them and
   * their days' salts. Cheap when there is nothing to do (an index on `day`).
   */
  async function closePastDays(today: string): Promise<void> {
    // once closed for `today`, no row of a past day comes back: every write keeps today's hashes
    // and salt only (a process whose clock is still on yesterday closes it on its own next day)
    if (closed.before === today) return;
    const waiting = await db
      .selectFrom('insight_day_visitors')
      .select('day')
      .where('day', '<', today)
      .limit(1)
      .executeTakeFirst();
    const oldSalt = await db
      .selectFrom('insight_salts')
      .select('day')
      .where('day', '<', today)
      .limit(1)
      .executeTakeFirst();
    if (!waiting && !oldSalt) {
      closed.before = today;
      return;
    }
    await inTransaction(db, async (trx) => {
      // two API processes closing the same day would count its hashes twice
      await lockForTransaction(trx, [CLOSE_DAY_LOCK]);
      await trx
        .insertInto('insight_visitor_days')
        .columns(['domain_id', 'day', 'visitors'])
        .expression((eb) =>
          eb
            .selectFrom('insight_day_visitors')
            .select(['domain_id', 'day', (inner) => inner.fn.countAll<number>().as('visitors')])
            .where('day', '<', today)
            .groupBy(['domain_id', 'day']),
        )
        .onConflict((oc) =>
          oc.columns(['domain_id', 'day']).doUpdateSet((eb) => ({
            visitors: eb(eb.ref('insight_visitor_days.visitors'), '+', eb.ref('excluded.visitors')),
          })),
        )
        .execute();
      await trx.deleteFrom('insight_day_visitors').where('day', '<', today).execute();
      await trx.deleteFrom('insight_salts').where('day', '<', today).execute();
    });
    closed.before = today;
  }

  return {
    closePastDays,

    /** The salt of `today`, made at its first use (past days' hashes and salts are closed first). */
    async saltOf(today: string): Promise<string> {
      await closePastDays(today);
      await db
        .insertInto('insight_salts')
        .values({ day: today, salt: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
      const row = await db
        .selectFrom('insight_salts')
        .select('salt')
        .where('day', '=', today)
        .executeTakeFirstOrThrow();
      return row.salt;
    },

    /**
     * Adds a batch of one site's beacons: a view (with its visitor hash) to the page counts and
     * today's visitors, a vitals report to the histograms. Run it in a transaction.
     */
    async addBatch(domainId: number, items: readonly InsightBatchItem[], today: string): Promise<void> {
      await closePastDays(today);
      const views = items.filter((item) => item.vitals === undefined);
      await addPageViews(domainId, views);
      await addVisitors(domainId, today, views);
      await addVitals(
        domainId,
        items.filter((item) => item.vitals !== undefined),
      );
    },

    /** Deletes the aggregates of days before `firstKept` (the daily sweep). */
    async deleteBefore(firstKept: string): Promise<number> {
      let deleted = 0;
      for (const table of ['insight_page_days', 'insight_visitor_days', 'insight_vital_days'] as const) {
        const result = await db.deleteFrom(table).where('day', '<', firstKept).executeTakeFirst();
        deleted += num(result.numDeletedRows);
      }
      return deleted;
    },

    /** Views, entries and visitors of each day of the range that has any (today's visitors counted live). */
    async dayTotals(range: InsightRange): Promise<DayTotals[]> {
      const pages = await db
        .selectFrom('insight_page_days')
        .select((eb) => [
          'day',
          eb.fn.sum<number>('views').as('views'),
          eb.fn.sum<number>('entries').as('entries'),
        ])
        .where(inRange(range))
        .groupBy('day')
        .execute();
      const closed = await db
        .selectFrom('insight_visitor_days')
        .select((eb) => ['day', eb.fn.sum<number>('visitors').as('visitors')])
        .where(inRange(range))
        .groupBy('day')
        .execute();
      const open = await db
        .selectFrom('insight_day_visitors')
        .select((eb) => ['day', eb.fn.countAll<number>().as('visitors')])
        .where(inRange(range))
        .groupBy('day')
        .execute();
      const byDay = new Map<string, DayTotals>();
      const at = (day: string) => {
        const kept = byDay.get(day) ?? { day, visitors: 0, views: 0, entries: 0 };
        byDay.set(day, kept);
        return kept;
      };
      for (const row of pages) {
        const totals = at(row.day);
        totals.views += num(row.views);
        totals.entries += num(row.entries);
      }
      for (const row of [...closed, ...open]) at(row.day).visitors += num(row.visitors);
      return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
    },

    /** The most viewed pages of the range, with their site's host. */
    async topPages(range: InsightRange, limit: number) {
      const rows = await db
        .selectFrom('insight_page_days')
        .innerJoin('domains', 'domains.id', 'insight_page_days.domain_id')
        .select((eb) => [
          'domains.host as site',
          'insight_page_days.path as path',
          eb.fn.sum<number>('insight_page_days.views').as('views'),
          eb.fn.sum<number>('insight_page_days.entries').as('entries'),
        ])
        .where(inRange(range))
        .groupBy(['domains.host', 'insight_page_days.path'])
        .orderBy('views', 'desc')
        .orderBy('domains.host')
        .orderBy('insight_page_days.path')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        site: row.site,
        path: row.path,
        views: num(row.views),
        entries: num(row.entries),
      }));
    },

    /** The referring hosts of the range, the most views first ('' for none). */
    async topReferrers(range: InsightRange, limit: number) {
      const rows = await db
        .selectFrom('insight_page_days')
        .select((eb) => [
          'referrer_host as host',
          eb.fn.sum<number>('views').as('views'),
          eb.fn.sum<number>('entries').as('entries'),
        ])
        .where(inRange(range))
        .groupBy('referrer_host')
        .orderBy('views', 'desc')
        .orderBy('referrer_host')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ host: row.host, views: num(row.views), entries: num(row.entries) }));
    },

    /** The views of each device class in the range. */
    async devices(range: InsightRange) {
      const rows = await db
        .selectFrom('insight_page_days')
        .select((eb) => ['device', eb.fn.sum<number>('views').as('views')])
        .where(inRange(range))
        .groupBy('device')
        .execute();
      return rows.flatMap((row) => {
        const device = DEVICE_CLASSES.find((known) => known === row.device);
        return device ? [{ device, views: num(row.views) }] : [];
      });
    },

    /** The histograms of the range, summed over its days, by site, page, metric and bucket. */
    async vitalCounts(range: InsightRange): Promise<VitalCountRow[]> {
      const rows = await db
        .selectFrom('insight_vital_days')
        .innerJoin('domains', 'domains.id', 'insight_vital_days.domain_id')
        .select((eb) => [
          'insight_vital_days.domain_id as domain_id',
          'domains.host as host',
          'insight_vital_days.path as path',
          'insight_vital_days.metric as metric',
          'insight_vital_days.bucket as bucket',
          eb.fn.sum<number>('insight_vital_days.count').as('count'),
        ])
        .where(inRange(range))
        .groupBy([
          'insight_vital_days.domain_id',
          'domains.host',
          'insight_vital_days.path',
          'insight_vital_days.metric',
          'insight_vital_days.bucket',
        ])
        .execute();
      return rows.map((row) => ({
        domain_id: row.domain_id,
        host: row.host,
        path: row.path,
        metric: row.metric as VitalMetric,
        bucket: num(row.bucket),
        count: num(row.count),
      }));
    },

    /** The views of one page on each day of the range that has any. */
    async pageViewsByDay(range: InsightRange, path: string) {
      const rows = await db
        .selectFrom('insight_page_days')
        .select((eb) => ['day', eb.fn.sum<number>('views').as('views')])
        .where(inRange(range))
        .where('path', '=', path)
        .groupBy('day')
        .execute();
      return new Map(rows.map((row) => [row.day, num(row.views)]));
    },
  };
}

export type InsightStore = ReturnType<typeof createInsightStore>;

/** for the tests' privacy check: every table this store keeps */
export const INSIGHT_TABLES = [
  'insight_salts',
  'insight_day_visitors',
  'insight_visitor_days',
  'insight_page_days',
  'insight_vital_days',
] as const;

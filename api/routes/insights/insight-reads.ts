/**
 * The panel's reads of visitor insights (docs/decisions/048), admins and owners, over a range of
 * UTC days (api/insights/insight-range.ts: the request's site, or every site for an owner's
 * `site=all`):
 * - `summary`: totals and each day of the range (every day, zeros included), and the same for
 *   the period of equal length before it;
 * - `pages`, `referrers`, `devices`: the most viewed first;
 * - `vitals`: per page, the 75th percentile of LCP, INP, CLS and TTFB and its Core Web Vitals band;
 * - `catering`: catering requests per day beside the views of the catering page (`page`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { API } from '#shared/api-paths.ts';
import { collectionNamed } from '#shared/collections/content-collections.ts';
import { daysOf } from '#shared/insights/insight-days.ts';
import { CLS_SCALE, VITAL_METRICS, type VitalBand, type VitalMetric } from '#shared/insights/web-vitals.ts';
import { DataEnvelope } from '#shared/schemas/common.ts';
import {
  DEFAULT_CATERING_PAGE,
  INSIGHT_DEFAULT_LIMIT,
  InsightCateringAnswerSchema,
  InsightCateringQuerySchema,
  InsightDevicesAnswerSchema,
  InsightPagesAnswerSchema,
  InsightReferrersAnswerSchema,
  InsightVitalsAnswerSchema,
} from '#shared/schemas/insights.ts';
import { insightRangeOf, previousPeriodOf } from '../../insights/insight-range.ts';
import type { InsightRange, InsightStore } from '../../insights/insight-store.ts';
import { p75Of } from '../../insights/vital-buckets.ts';
import { replies } from '../../replies/reply-schemas.ts';

const { item: InsightSummarySchema, listQuery: InsightRangeQuerySchema } =
  collectionNamed('insights').schemas;

const read = <Answer extends TSchema>(answer: Answer) => ({
  querystring: InsightRangeQuerySchema,
  response: replies({ 200: answer }),
});

/** each day of the range with its counts, zeros where none, and their totals */
async function periodOf(store: InsightStore, range: InsightRange) {
  const counted = new Map((await store.dayTotals(range)).map((row) => [row.day, row]));
  const days = daysOf(range.from, range.to).map(
    (day) => counted.get(day) ?? { day, visitors: 0, views: 0, entries: 0 },
  );
  const totals = { visitors: 0, views: 0, entries: 0 };
  for (const day of days) {
    totals.visitors += day.visitors;
    totals.views += day.views;
    totals.entries += day.entries;
  }
  return { from: range.from, to: range.to, totals, days };
}

const insightReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: 'admin' as const };
  const store = app.stores.insights;

  app.get(
    API.insights.summary,
    { config, schema: read(DataEnvelope(InsightSummarySchema)) },
    async (request) => {
      const range = insightRangeOf(request, request.query);
      const [current, previous] = [
        await periodOf(store, range),
        await periodOf(store, previousPeriodOf(range)),
      ];
      return { data: { ...current, previous } };
    },
  );

  app.get(API.insights.pages, { config, schema: read(InsightPagesAnswerSchema) }, async (request) => ({
    data: await store.topPages(
      insightRangeOf(request, request.query),
      request.query.limit ?? INSIGHT_DEFAULT_LIMIT,
    ),
  }));

  app.get(
    API.insights.referrers,
    { config, schema: read(InsightReferrersAnswerSchema) },
    async (request) => ({
      data: await store.topReferrers(
        insightRangeOf(request, request.query),
        request.query.limit ?? INSIGHT_DEFAULT_LIMIT,
      ),
    }),
  );

  app.get(API.insights.devices, { config, schema: read(InsightDevicesAnswerSchema) }, async (request) => ({
    data: (await store.devices(insightRangeOf(request, request.query))).sort((a, b) => b.views - a.views),
  }));

  app.get(API.insights.vitals, { config, schema: read(InsightVitalsAnswerSchema) }, async (request) => {
    const rows = await store.vitalCounts(insightRangeOf(request, request.query));
    const pages = new Map<
      string,
      { site: string; path: string; counts: Map<VitalMetric, Map<number, number>> }
    >();
    for (const row of rows) {
      const key = `${row.domain_id} ${row.path}`;
      const page = pages.get(key) ?? { site: row.host, path: row.path, counts: new Map() };
      pages.set(key, page);
      const histogram = page.counts.get(row.metric) ?? new Map<number, number>();
      page.counts.set(row.metric, histogram);
      histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.count);
    }
    const data = [...pages.values()].map(({ site, path, counts }) => {
      const figures: Partial<Record<VitalMetric, { p75: number; band: VitalBand; samples: number }>> = {};
      for (const metric of VITAL_METRICS) {
        const p75 = p75Of(metric, counts.get(metric) ?? new Map());
        if (p75) {
          figures[metric] = {
            p75: metric === 'cls' ? p75.value / CLS_SCALE : p75.value,
            band: p75.band,
            samples: p75.samples,
          };
        }
      }
      return { site, path, ...figures };
    });
    const samplesOf = (page: (typeof data)[number]) =>
      Math.max(0, ...VITAL_METRICS.map((metric) => page[metric]?.samples ?? 0));
    data.sort((a, b) => samplesOf(b) - samplesOf(a) || a.path.localeCompare(b.path));
    return { data: data.slice(0, request.query.limit ?? INSIGHT_DEFAULT_LIMIT) };
  });

  app.get(
    API.insights.catering,
    {
      config,
      schema: {
        querystring: InsightCateringQuerySchema,
        response: replies({ 200: InsightCateringAnswerSchema }),
      },
    },
    async (request) => {
      const range = insightRangeOf(request, request.query);
      const page = request.query.page ?? DEFAULT_CATERING_PAGE;
      const views = await store.pageViewsByDay(range, page);
      const requests = await app.stores.submissions.perDay(range.sites, 'catering', range.from, range.to);
      const days = daysOf(range.from, range.to).map((day) => ({
        day,
        requests: requests.get(day) ?? 0,
        views: views.get(day) ?? 0,
      }));
      return { data: { page, days } };
    },
  );
};

export default insightReadRoutes;

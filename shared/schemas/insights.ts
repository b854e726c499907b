/**
 * The calls of visitor insights (docs/decisions/048): the BFF's batch of beacons and the day's salt
 * (access `bff`: the BFF's secret only), and the panel's reads (admins and owners) over a range
 * of UTC days. Days are `YYYY-MM-DD` in UTC.
 */
import Type, { type Static } from 'typebox';
import { DEVICE_CLASSES } from '../insights/device-class.ts';
import { VITAL_BANDS } from '../insights/web-vitals.ts';
import { IdSchema } from './common.ts';
import { InsightHostSchema, InsightPathSchema, InsightVitalsSchema } from './insight-beacon.ts';

export const InsightDaySchema = Type.String({
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
});

/** the most beacons the BFF sends in one batch */
export const INSIGHT_BATCH_MAX_ITEMS = 500;

const DeviceSchema = Type.Enum(DEVICE_CLASSES);

/**
 * One beacon as the BFF hands it on: the UTC day of the salt its visitor was hashed with, the
 * path, the referring host ('' when none or the site itself), the device class, whether it is the
 * first page of a visit (`entry`), and either a view (`visitor`: the day's visitor hash, 16 bytes
 * in hex) or the page's vitals (`vitals`, no view).
 */
export const InsightBatchItemSchema = Type.Object(
  {
    day: InsightDaySchema,
    path: InsightPathSchema,
    referrer: InsightHostSchema,
    device: DeviceSchema,
    entry: Type.Boolean(),
    visitor: Type.Optional(Type.String({ pattern: '^[0-9a-f]{32}$' })),
    vitals: Type.Optional(InsightVitalsSchema),
  },
  { additionalProperties: false },
);
export type InsightBatchItem = Static<typeof InsightBatchItemSchema>;

/** `POST /api/insights/batch`: the beacons of one site (the site of the request) */
export const InsightBatchBodySchema = Type.Object(
  { items: Type.Array(InsightBatchItemSchema, { minItems: 1, maxItems: INSIGHT_BATCH_MAX_ITEMS }) },
  { additionalProperties: false },
);
export type InsightBatchBody = Static<typeof InsightBatchBodySchema>;

export const InsightBatchAnswerSchema = Type.Object({ data: Type.Object({ added: Type.Integer() }) });

/** `GET /api/insights/salt`: the salt of the API's current UTC day (base64url of 32 bytes) and the site's id */
export const InsightSaltAnswerSchema = Type.Object({
  data: Type.Object({ day: InsightDaySchema, salt: Type.String(), site: IdSchema }),
});

/**
 * The panel's reads: `from`/`to` (UTC days, both included; default the last 30 days to today),
 * `site=all` (owners: every site together; default the request's site), `limit` of the lists.
 */
export const InsightRangeQuerySchema = Type.Object(
  {
    from: Type.Optional(InsightDaySchema),
    to: Type.Optional(InsightDaySchema),
    site: Type.Optional(Type.Literal('all')),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);
export type InsightRangeQuery = Static<typeof InsightRangeQuerySchema>;

export const INSIGHT_DEFAULT_DAYS = 30;
export const INSIGHT_DEFAULT_LIMIT = 50;

const Count = Type.Integer({ minimum: 0 });
const Totals = Type.Object({ visitors: Count, views: Count, entries: Count });
const DayCounts = Type.Object({ day: InsightDaySchema, visitors: Count, views: Count, entries: Count });
const Period = Type.Object({
  from: InsightDaySchema,
  to: InsightDaySchema,
  totals: Totals,
  days: Type.Array(DayCounts),
});

/** `GET /api/insights/summary`: the range's totals and each day, and the same for the period of equal length before it */
export const InsightSummarySchema = Type.Object({ ...Period.properties, previous: Period });
export const InsightSummaryAnswerSchema = Type.Object({ data: InsightSummarySchema });
export type InsightSummary = Static<typeof InsightSummarySchema>;

/** `site`: the host of the row's site (several with `site=all`) */
export const InsightPagesAnswerSchema = Type.Object({
  data: Type.Array(Type.Object({ site: Type.String(), path: Type.String(), views: Count, entries: Count })),
});

/** `host`: '' for visits with no referring site */
export const InsightReferrersAnswerSchema = Type.Object({
  data: Type.Array(Type.Object({ host: Type.String(), views: Count, entries: Count })),
});

export const InsightDevicesAnswerSchema = Type.Object({
  data: Type.Array(Type.Object({ device: DeviceSchema, views: Count })),
});

const VitalFigure = Type.Object({
  /** the 75th percentile, in ms (CLS: the score) — the upper bound of its histogram bucket */
  p75: Type.Number(),
  band: Type.Enum(VITAL_BANDS),
  samples: Count,
});
export const InsightVitalsAnswerSchema = Type.Object({
  data: Type.Array(
    Type.Object({
      site: Type.String(),
      path: Type.String(),
      lcp: Type.Optional(VitalFigure),
      inp: Type.Optional(VitalFigure),
      cls: Type.Optional(VitalFigure),
      ttfb: Type.Optional(VitalFigure),
    }),
  ),
});

/** `GET /api/insights/catering?page=`: catering requests per day beside the views of the catering page (default `/catering`) */
export const InsightCateringQuerySchema = Type.Object(
  { ...InsightRangeQuerySchema.properties, page: Type.Optional(InsightPathSchema) },
  { additionalProperties: false },
);
export const InsightCateringAnswerSchema = Type.Object({
  data: Type.Object({
    page: Type.String(),
    days: Type.Array(Type.Object({ day: InsightDaySchema, requests: Count, views: Count })),
  }),
});

export const DEFAULT_CATERING_PAGE = '/catering';

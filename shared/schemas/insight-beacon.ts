/**
 * The beacon a visitor's page sends to the BFF (`POST /insights/beacon`, docs/decisions/048): one
 * per page view, and one when the page is hidden with its real-user Web Vitals. It carries no
 * personal data: no cookie, no id, no full referrer, no query string. The BFF checks it with this
 * schema and drops (never refuses) what does not fit.
 *
 * - `path`: the page's path, without query or fragment;
 * - `referrer`: the host of the page the visitor came from (absent: none; the site's own host for
 *   a navigation inside the site, so it is no entry);
 * - `width`: the viewport's width in CSS pixels (the device class is made from it);
 * - `vitals`: present on the page-hidden beacon only, which reports the vitals of a view already
 *   counted (it counts no view): LCP, INP and TTFB in milliseconds, CLS as the unitless score.
 */
import Type, { type Static } from 'typebox';

import { INSIGHT_BEACON_MAX_BYTES, INSIGHT_PATH_MAX_LENGTH } from '../insights/beacon-limits.ts';

export { INSIGHT_BEACON_MAX_BYTES, INSIGHT_PATH_MAX_LENGTH };

/** a path as the SPA routes it: `/` and what follows, no query, fragment or spaces */
export const InsightPathSchema = Type.String({
  minLength: 1,
  maxLength: INSIGHT_PATH_MAX_LENGTH,
  pattern: '^/[^?#\\s]*$',
});

/** a host name, with an optional port; empty: none */
export const InsightHostSchema = Type.String({
  maxLength: 260,
  pattern: '^([A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?)?$',
});

const Millis = Type.Number({ minimum: 0, maximum: 600_000 });

export const InsightVitalsSchema = Type.Object(
  {
    lcp: Type.Optional(Millis),
    inp: Type.Optional(Millis),
    ttfb: Type.Optional(Millis),
    cls: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type InsightVitals = Static<typeof InsightVitalsSchema>;

export const InsightBeaconSchema = Type.Object(
  {
    path: InsightPathSchema,
    referrer: Type.Optional(InsightHostSchema),
    width: Type.Integer({ minimum: 1, maximum: 20_000 }),
    vitals: Type.Optional(InsightVitalsSchema),
  },
  { additionalProperties: false },
);
export type InsightBeacon = Static<typeof InsightBeaconSchema>;

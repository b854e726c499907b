/**
 * What a page view's beacon says (shared/schemas/insight-beacon.ts, docs/decisions/048): the
 * path without query or fragment, the host the visitor came from, the viewport's width, and on the
 * page-hidden beacon the page's Web Vitals. Nothing that names the visitor: no cookie, no id, no
 * full referrer (a referrer is cut to its host here). Made in the sender's chunk, after the first
 * paint (page-views.ts).
 */

import { INSIGHT_PATH_MAX_LENGTH } from '#shared/insights/beacon-limits.ts';
import type { InsightBeacon, InsightVitals } from '#shared/schemas/insight-beacon.ts';

/** The host of a referrer URL; none for an empty or unreadable one. */
export function referrerHost(referrer: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/** A page view's beacon; `referrer` is a host (the site's own for a navigation inside it). */
export function pageViewBeacon(pathname: string, referrer: string | undefined, width: number): InsightBeacon {
  const path = pathname.slice(0, INSIGHT_PATH_MAX_LENGTH).replace(/\s/g, '') || '/';
  const beacon: InsightBeacon = { path, width: Math.max(1, Math.round(width)) };
  if (referrer) beacon.referrer = referrer;
  return beacon;
}

/** The page-hidden beacon: the vitals measured on the page first loaded at `pathname`. */
export function vitalsBeacon(pathname: string, width: number, vitals: InsightVitals): InsightBeacon {
  return { ...pageViewBeacon(pathname, undefined, width), vitals };
}

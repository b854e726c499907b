/**
 * The sender of the public site's beacons, loaded after the first paint (page-views.ts). A beacon
 * goes by `navigator.sendBeacon` to the BFF's `/insights/beacon`, which answers at once and is
 * never waited for; it carries no cookie the BFF reads for insights and nothing that names the
 * visitor (beacon-body.ts). The page's real-user Web Vitals (the `web-vitals` library: LCP, INP,
 * CLS, TTFB) go in one beacon when the page is hidden, as the library's README batches them.
 */

import { type Metric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { INSIGHTS_BEACON_PATH } from '#shared/public-api-paths.ts';
import type { InsightBeacon, InsightVitals } from '#shared/schemas/insight-beacon.ts';
import { pageViewBeacon, referrerHost, vitalsBeacon } from './beacon-body.ts';

/**
 * Sent as text (`text/plain`, which a beacon may carry without a preflight); the BFF reads the
 * body as JSON whatever its type.
 */
function post(beacon: InsightBeacon): void {
  const body = JSON.stringify(beacon);
  if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(INSIGHTS_BEACON_PATH, body);
  else void fetch(INSIGHTS_BEACON_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit' });
}

export function sendPageView(pathname: string, referrer: string): void {
  post(pageViewBeacon(pathname, referrerHost(referrer), innerWidth));
}

const METRIC_KEYS: Readonly<Record<string, keyof InsightVitals>> = {
  LCP: 'lcp',
  INP: 'inp',
  CLS: 'cls',
  TTFB: 'ttfb',
};

/**
 * Reports the vitals of the page first loaded at `pathname` when the page is hidden; a metric
 * is sent once per document (a page hidden twice sends only what it had not sent).
 */
export function watchVitals(pathname: string): void {
  const measured: InsightVitals = {};
  const sent = new Set<keyof InsightVitals>();
  const note = (metric: Metric) => {
    const key = METRIC_KEYS[metric.name];
    if (key) measured[key] = Math.max(0, metric.value);
  };
  onLCP(note);
  onINP(note);
  onCLS(note);
  onTTFB(note);
  const flush = () => {
    const fresh: InsightVitals = {};
    for (const key of Object.keys(measured) as (keyof InsightVitals)[]) {
      if (sent.has(key)) continue;
      fresh[key] = measured[key];
      sent.add(key);
    }
    if (Object.keys(fresh).length > 0) post(vitalsBeacon(pathname, innerWidth, fresh));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}

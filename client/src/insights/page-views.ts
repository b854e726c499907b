/**
 * The public site's page views, noted as they happen and sent once the page has painted (issue
 * 27, docs/decisions/048): this part is in the first load and only queues; the sender and the Web
 * Vitals library (insight-beacons.ts, ~3.6 KB gz) load after the page's first paint, when the tab
 * is idle, so the first load's JS and its first paint do not grow. Staff paths are never counted
 * (nor, on the BFF, any request carrying a staff session).
 */

import { isStaffPath } from '../app/staff-paths.ts';
import { whenLoadedAndIdle } from '../routing/after-load.ts';
import { loadModule } from '../routing/chunk-reload-guard.ts';
import { trackingRefused } from './privacy-signals.ts';

/** `referrer`: the URL the view came from (the document's referrer, or this site's page) */
type Sender = (pathname: string, referrer: string) => void;

let queued: { pathname: string; referrer: string }[] = [];
let send: Sender | undefined;
let started = false;

/**
 * A page of the public site was shown: the first load (`referrer`: the document's) or a
 * navigation inside the site (`referrer`: this site's address, so it begins no visit).
 */
export function notePageView(pathname: string, referrer: string): void {
  if (isStaffPath(pathname) || trackingRefused(navigator)) return;
  if (send) send(pathname, referrer);
  else queued.push({ pathname, referrer });
  startInsights();
}

/** Loads the sender when the tab is next idle after the first paint, then sends what was queued. */
function startInsights(): void {
  if (started) return;
  started = true;
  // the page this document first loaded: its Web Vitals (LCP, TTFB) are that page's
  const landing = location.pathname;
  const load = () => {
    void loadModule(() => import('./insight-beacons.ts')).then((beacons) => {
      send = beacons.sendPageView;
      for (const view of queued) send(view.pathname, view.referrer);
      queued = [];
      beacons.watchVitals(landing);
    });
  };
  whenLoadedAndIdle(load);
}

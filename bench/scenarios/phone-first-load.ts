/**
 * The public pages on the throttled phone of issue 11 (150 ms round trip, 1.6 Mbit/s, CPU 4×
 * slower; e2e/support/throttled-phone.ts): the whole platform as `npm start` runs it, with its
 * built client, and headless Chromium, beside its floor (issue 26): the smallest SPA of this
 * stack painting a hero from inlined data (bench/peers/floor-spa/), built by the bench with the
 * project's Vite and served compressed as the BFF serves the real one. The floor and every kind
 * of public page are loaded BENCH_PHONE_LOADS times with the cache off, in turn in each round, so
 * a busy moment of the machine falls on all alike. A row per kind: the largest contentful paint
 * at the 75th percentile of its loads (the percentile the web's vitals are judged at) and its
 * median, the layout shift, the requests for data and the first load's JavaScript (gzip -9 of
 * each script asked for before the document's load event, the figure for a client without
 * Brotli; what went over the wire, Brotli, in the note; a chunk asked for later, when the tab is
 * idle, is named in the note and not counted). Goal per kind: LCP p75 ≤ 1.15× the floor's, CLS 0,
 * at most one data request, script ≤ the floor's + 12 KB gz.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { request } from 'undici';
import { findChromium, launchChromium } from '../../e2e/support/chromium.ts';
import { type Platform, startPlatform } from '../../e2e/support/platform.ts';
import { PUBLIC_ROUTE_KINDS } from '../../e2e/support/public-routes.ts';
import {
  measureOnThrottledPhone,
  type PhoneMeasurement,
  warmUpThrottledPhone,
} from '../../e2e/support/throttled-phone.ts';
import { buildClientIfStale } from '../../scripts/client-build-state.ts';
import { summarizeLatencies } from '../load/latency-stats.ts';
import { buildFloorSpa } from '../peers/floor-spa/build-floor-spa.ts';
import { startNodeProcess } from '../processes/child-processes.ts';
import { GOALS } from '../report/goals.ts';
import { notMeasured, type Row } from '../report/rows.ts';

const GOAL =
  `LCP p75 ≤ ${GOALS.phoneLcpVsFloor}× the floor's, CLS 0, ≤ ${GOALS.firstLoadDataRequests} data request, ` +
  `JS ≤ the floor's + ${GOALS.firstLoadJsOverFloorBytes / 1000} KB gz`;
const FLOOR = 'floor SPA (React 19 + react-router + SWR, hero from inlined data)';

/** The floor's figures each page is held to. */
export interface PhoneFloor {
  lcpP75Ms: number;
  jsGzBytes: number;
}

const label = (kind: string, path: string) => `throttled phone: ${kind} (${path})`;

/** gzip -9 of the scripts, each read uncompressed from the BFF */
async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const { body } = await request(url, { headers: { 'accept-encoding': 'identity' } });
    total += gzipSync(Buffer.from(await body.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

export function phoneRow(
  kind: string,
  path: string,
  loads: readonly PhoneMeasurement[],
  jsGzBytes: number,
  floor: PhoneFloor,
): Row {
  const lcp = summarizeLatencies(loads.map((load) => load.lcpMs));
  const scriptsIn = summarizeLatencies(loads.map((load) => load.scriptsInMs));
  const cls = Math.max(...loads.map((load) => load.cls));
  const dataRequests = Math.max(...loads.map((load) => load.dataRequests.length));
  const wireBytes = Math.max(...loads.map((load) => load.scriptBytes));
  const lcpRatio = lcp.p75 / floor.lcpP75Ms;
  const overFloor = jsGzBytes - floor.jsGzBytes;
  const met =
    lcpRatio <= GOALS.phoneLcpVsFloor &&
    cls === 0 &&
    dataRequests <= GOALS.firstLoadDataRequests &&
    overFloor <= GOALS.firstLoadJsOverFloorBytes;
  return {
    measurement: label(kind, path),
    load: `${loads.length} loads, cache off`,
    p50: lcp.p50,
    peer: 'floor SPA',
    ratio: `LCP p75 ${lcp.p75} ms = ${lcpRatio.toFixed(2)}×; JS ${overFloor >= 0 ? '+' : ''}${(overFloor / 1000).toFixed(1)} KB gz`,
    goal: GOAL,
    met,
    note:
      `LCP ms ${loads.map((load) => load.lcpMs).join(' ')} (${loads.at(-1)?.lcpElement ?? '?'}); ` +
      `scripts in by ${Math.round(scriptsIn.p50)} ms (median); ` +
      `CLS ${cls.toFixed(4)}; ${dataRequests} data requests; ` +
      fetchedTwice(loads) +
      `JS ${(jsGzBytes / 1000).toFixed(1)} KB gz, ${(wireBytes / 1000).toFixed(1)} KB on the wire` +
      afterTheLoad(loads),
  };
}

/** what a load asked for twice (a preload it did not use): named, as it costs a round trip */
function fetchedTwice(loads: readonly PhoneMeasurement[]): string {
  const twice = [...new Set(loads.flatMap((load) => load.fetchedTwice))];
  return twice.length > 0 ? `fetched twice: ${twice.join(', ')}; ` : '';
}

/** the scripts asked for after the document's load event (when idle): named, not counted */
function afterTheLoad(loads: readonly PhoneMeasurement[]): string {
  const later = [...new Set(loads.flatMap((load) => load.scriptsAfterLoad))].map(
    (url) => new URL(url).pathname.split('/').at(-1) ?? url,
  );
  return later.length > 0 ? `; after the load event, not counted: ${later.join(', ')}` : '';
}

/** The floor's own row: its figures, no goal (the pages' goals are held to it). */
function floorRow(loads: readonly PhoneMeasurement[], jsGzBytes: number): Row {
  const lcp = summarizeLatencies(loads.map((load) => load.lcpMs));
  return {
    measurement: `throttled phone: ${FLOOR}`,
    load: `${loads.length} loads, cache off`,
    p50: lcp.p50,
    ratio: `LCP p75 ${lcp.p75} ms`,
    note:
      `LCP ms ${loads.map((load) => load.lcpMs).join(' ')}; ` +
      `scripts in by ${Math.round(summarizeLatencies(loads.map((load) => load.scriptsInMs)).p50)} ms (median); ` +
      `JS ${(jsGzBytes / 1000).toFixed(1)} KB gz`,
  };
}

export async function phoneFirstLoadRows(options: { loads: number }): Promise<Row[]> {
  const unmeasured = (reason: string) =>
    PUBLIC_ROUTE_KINDS.map(([kind, path]) => notMeasured(label(kind, path), reason, GOAL));
  if (!findChromium()) return unmeasured('no Chromium (set CHROMIUM_PATH or apt-get install -y chromium)');
  if (!buildClientIfStale()) return unmeasured('the client build failed');
  console.log(`bench: public pages on a throttled phone, ${options.loads} loads each…`);
  let platform: Platform | undefined;
  let browser: Browser | undefined;
  try {
    console.log('bench: building the floor SPA…');
    const floorServer = await startNodeProcess(new URL('../peers/floor-spa-server.ts', import.meta.url), [
      await buildFloorSpa(),
    ]);
    platform = await startPlatform();
    browser = await launchChromium();
    const origin = platform.origin('localhost');
    // the BFF's page cache warm, as a live site's would be
    for (const [, path] of PUBLIC_ROUTE_KINDS) await (await fetch(`${origin}${path}`)).arrayBuffer();
    await warmUpThrottledPhone(browser, origin);
    const loads = new Map<string, PhoneMeasurement[]>(PUBLIC_ROUTE_KINDS.map(([, path]) => [path, []]));
    const floorLoads: PhoneMeasurement[] = [];
    for (let round = 0; round < options.loads; round++) {
      floorLoads.push(
        await measureOnThrottledPhone(browser, `${floorServer.ready}/`, (page) =>
          page.getByRole('heading', { level: 1 }).waitFor(),
        ),
      );
      for (const [, path] of PUBLIC_ROUTE_KINDS) {
        const measured = await measureOnThrottledPhone(browser, `${origin}${path}`, (page) =>
          page.getByRole('heading', { level: 1 }).waitFor(),
        );
        loads.get(path)?.push(measured);
      }
    }
    const floorJs = await gzipBytes(floorLoads[0]?.scripts ?? []);
    const floor: PhoneFloor = {
      lcpP75Ms: summarizeLatencies(floorLoads.map((load) => load.lcpMs)).p75,
      jsGzBytes: floorJs,
    };
    await floorServer.stop();
    const rows: Row[] = [floorRow(floorLoads, floorJs)];
    for (const [kind, path] of PUBLIC_ROUTE_KINDS) {
      const measured = loads.get(path) ?? [];
      rows.push(phoneRow(kind, path, measured, await gzipBytes(measured[0]?.scripts ?? []), floor));
    }
    return rows;
  } finally {
    await browser?.close();
    await platform?.stop();
  }
}

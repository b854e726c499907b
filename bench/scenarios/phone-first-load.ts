/**
 * The public pages on the throttled phone of issue 11 (150 ms round trip, 1.6 Mbit/s, CPU 4×
 * slower; e2e/support/throttled-phone.ts): the whole platform as `npm start` runs it, with its
 * built client, and headless Chromium. Every kind of public page is loaded BENCH_PHONE_LOADS
 * times with the cache off, the kinds in turn in each round so a busy moment of the machine does
 * not fall on one page. A row per kind: the largest contentful paint at the 75th percentile of
 * its loads (the percentile the web's vitals are judged at) and its median, the layout shift, the
 * requests for data and the first load's JavaScript (gzip -9 of each script it fetched, the
 * figure for a client without Brotli; what went over the wire, Brotli, in the note).
 * Goal per kind: LCP p75 ≤ 1.5 s, CLS 0, at most one data request, ≤ 110 KB gz of script.
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
import { GOALS } from '../report/goals.ts';
import { notMeasured, type Row } from '../report/rows.ts';

const GOAL =
  `LCP p75 ≤ ${GOALS.phoneLcpP75Ms} ms, CLS 0, ≤ ${GOALS.firstLoadDataRequests} data request, ` +
  `JS ≤ ${GOALS.firstLoadJsGzBytes / 1000} KB gz`;

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
): Row {
  const lcp = summarizeLatencies(loads.map((load) => load.lcpMs));
  const scriptsIn = summarizeLatencies(loads.map((load) => load.scriptsInMs));
  const cls = Math.max(...loads.map((load) => load.cls));
  const dataRequests = Math.max(...loads.map((load) => load.dataRequests.length));
  const wireBytes = Math.max(...loads.map((load) => load.scriptBytes));
  const met =
    lcp.p75 <= GOALS.phoneLcpP75Ms &&
    cls === 0 &&
    dataRequests <= GOALS.firstLoadDataRequests &&
    jsGzBytes <= GOALS.firstLoadJsGzBytes;
  return {
    measurement: label(kind, path),
    load: `${loads.length} loads, cache off`,
    p50: lcp.p50,
    ratio: `LCP p75 ${lcp.p75} ms`,
    goal: GOAL,
    met,
    note:
      `LCP ms ${loads.map((load) => load.lcpMs).join(' ')} (${loads.at(-1)?.lcpElement ?? '?'}); ` +
      `scripts in by ${Math.round(scriptsIn.p50)} ms (median); ` +
      `CLS ${cls.toFixed(4)}; ${dataRequests} data requests; ` +
      `JS ${(jsGzBytes / 1000).toFixed(1)} KB gz, ${(wireBytes / 1000).toFixed(1)} KB on the wire`,
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
    platform = await startPlatform();
    browser = await launchChromium();
    const origin = platform.origin('localhost');
    // the BFF's page cache warm, as a live site's would be
    for (const [, path] of PUBLIC_ROUTE_KINDS) await (await fetch(`${origin}${path}`)).arrayBuffer();
    await warmUpThrottledPhone(browser, origin);
    const loads = new Map<string, PhoneMeasurement[]>(PUBLIC_ROUTE_KINDS.map(([, path]) => [path, []]));
    for (let round = 0; round < options.loads; round++) {
      for (const [, path] of PUBLIC_ROUTE_KINDS) {
        const measured = await measureOnThrottledPhone(browser, `${origin}${path}`, (page) =>
          page.getByRole('heading', { level: 1 }).waitFor(),
        );
        loads.get(path)?.push(measured);
      }
    }
    const rows: Row[] = [];
    for (const [kind, path] of PUBLIC_ROUTE_KINDS) {
      const measured = loads.get(path) ?? [];
      rows.push(phoneRow(kind, path, measured, await gzipBytes(measured[0]?.scripts ?? [])));
    }
    return rows;
  } finally {
    await browser?.close();
    await platform?.stop();
  }
}

/**
 * A phone on a slow network, as issue 11 measures it: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, a CPU four times slower, a phone viewport. Set through the DevTools protocol
 * (Chromium only) before the page is opened; the page records its largest contentful paint and
 * its layout shifts with PerformanceObserver, and every request for data is counted. Data-saver
 * is on, so the link preloader (which reads the linked pages after first paint) stays off and
 * the requests counted are the page's own.
 */
import type { Browser, Page } from 'playwright-core';
import { PHONE } from './public-pages.ts';

export const THROTTLED_PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
  cpuSlowdown: 4,
} as const;

export interface PhoneMeasurement {
  /** start time of the last largest-contentful-paint entry, ms after navigation start */
  lcpMs: number;
  /** the element of that entry, as tag#id.class */
  lcpElement: string;
  /** sum of the layout-shift values without recent input */
  cls: number;
  /** shifted elements, for a failure message */
  shifts: string[];
  /** requests to /api/ and /bff/ made during the first load */
  dataRequests: string[];
  /**
   * scripts and stylesheets asked for more than once (a preload the page did not use, as when its
   * credentials mode differs from the request that came for it, costs a second fetch and a round
   * trip; the favicon, fetched again when React's icon link takes the BFF's place with the cache
   * off, is not the first paint's)
   */
  fetchedTwice: string[];
  /** bytes of script as the network counted them (encoded body sizes: Brotli, as served) */
  scriptBytes: number;
  /**
   * the URLs of the scripts the first load fetched: those asked for before the document's `load`
   * event, which holds it back. A chunk a page asks for later, when the tab is idle (the insights
   * sender), competes with nothing of the first paint and is listed apart
   */
  scripts: string[];
  /** the scripts asked for after the `load` event, until the page was idle */
  scriptsAfterLoad: string[];
  /** when the last of the first load's scripts had arrived, ms after navigation start: what came
   * before the paint was the network's, what came after it the main thread's */
  scriptsInMs: number;
}

/** Runs in the page before any of its scripts: observers with buffered entries. */
function observePaints() {
  const w = window as unknown as {
    __lcp: Array<{ t: number; el: string }>;
    __shifts: Array<[number, string]>;
  };
  w.__lcp = [];
  w.__shifts = [];
  const describe = (node: Element | null | undefined) =>
    node
      ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
          typeof node.className === 'string' && node.className
            ? `.${node.className.split(' ').join('.')}`
            : ''
        }`
      : '?';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>)
      w.__lcp.push({ t: entry.startTime, el: describe(entry.element) });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Element }> }
    >) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push([entry.value, (entry.sources ?? []).map((s) => describe(s.node)).join(' ')]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export async function measureOnThrottledPhone(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<PhoneMeasurement> {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLED_PHONE.latencyMs,
    downloadThroughput: THROTTLED_PHONE.downloadBytesPerSecond,
    uploadThroughput: THROTTLED_PHONE.uploadBytesPerSecond,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PHONE.cpuSlowdown });
  /** each script's URL and its bytes on the wire, by request */
  const scriptsFetched = new Map<string, { url: string; bytes: number }>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scriptsFetched.set(event.requestId, { url: event.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scriptsFetched.get(event.requestId);
    if (script) script.bytes = event.encodedDataLength;
  });
  const dataRequests: string[] = [];
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet')
      requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1);
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/bff/'))
      dataRequests.push(`${pathname}${search}`);
  });
  await page.addInitScript(observePaints);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  // a paint or shift after the load still counts (late images, fonts)
  await page.waitForTimeout(1500);
  const { lcp, shifts, scriptsIn, beforeLoad } = await page.evaluate(() => {
    const w = window as unknown as {
      __lcp: Array<{ t: number; el: string }>;
      __shifts: Array<[number, string]>;
    };
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadAt = navigation?.loadEventStart || Number.POSITIVE_INFINITY;
    const firstLoad = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => (entry.initiatorType === 'script' || entry.name.endsWith('.js')) && entry.startTime < loadAt,
    );
    return {
      lcp: w.__lcp,
      shifts: w.__shifts,
      scriptsIn: Math.max(0, ...firstLoad.map((entry) => entry.responseEnd)),
      beforeLoad: firstLoad.map((entry) => entry.name),
    };
  });
  const asked = new Set(beforeLoad);
  const fetched = [...scriptsFetched.values()];
  const firstLoadScripts = fetched.filter((script) => asked.has(script.url));
  await context.close();
  const last = lcp.at(-1);
  return {
    lcpMs: Math.round(last?.t ?? Number.POSITIVE_INFINITY),
    lcpElement: last?.el ?? 'none',
    cls: shifts.reduce((sum, [value]) => sum + value, 0),
    shifts: shifts.map(([value, nodes]) => `${value.toFixed(4)} ${nodes}`),
    dataRequests,
    fetchedTwice: [...requested].filter(([, times]) => times > 1).map(([url]) => new URL(url).pathname),
    scriptBytes: firstLoadScripts.reduce((sum, script) => sum + script.bytes, 0),
    scripts: firstLoadScripts.map((script) => script.url),
    scriptsAfterLoad: fetched.filter((script) => !asked.has(script.url)).map((script) => script.url),
    scriptsInMs: Math.round(scriptsIn),
  };
}

/**
 * One load, not counted, before the first measured one: a browser's first page pays once for
 * what a phone's browser has long done (its font set read, its first renderer started): the
 * journey's first page measured 1,504 ms without it, 1,316–1,452 ms with it (the other pages
 * unchanged), charged to whichever page came first.
 */
export async function warmUpThrottledPhone(browser: Browser, url: string): Promise<void> {
  await measureOnThrottledPhone(browser, url, async () => {});
}

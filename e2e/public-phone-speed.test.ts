/**
 * Issue 11, the public pages on a throttled phone (150 ms round trip, 1.6 Mbit/s, CPU 4× slower):
 * nothing on any kind of public page shifts (CLS 0), its first load asks the BFF for data at most
 * once — the site's options, menus, colours, the page's post and what its blocks list come inlined
 * in the HTML — and its largest contentful paint is printed and held under a regression bound.
 *
 * The goal is LCP ≤ 1.5 s; measured here 1.44–1.76 s on a quiet machine, ±150 ms between
 * runs (a no-SSR SPA: ~97 KB of Brotli script take ~0.8 s to arrive on this link, then the 4× CPU
 * renders and lays out for ~0.4 s; decision 026). Until it is met on every route the bound below
 * guards against getting worse, and issue 11 stays open for it.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import type { Platform } from './support/platform.ts';
import { startStage, stopStage } from './support/stage.ts';
import { measureOnThrottledPhone } from './support/throttled-phone.ts';

/** the goal (not met yet: see above) */
const LCP_GOAL_MS = 1500;
/** what no page may exceed meanwhile */
const LCP_BUDGET_MS = 2500;
const MAX_DATA_REQUESTS = 1;

/** One page of each kind the public site has. */
const PAGES = [
  ['home (with the FAQ block)', '/'],
  ['a page', '/about'],
  ['members list', '/members'],
  ['a member', '/members/taco-loco'],
  ['blog list', '/blog'],
  ['a blog post', '/blog/opening-season'],
  ['cuisines', '/cuisines'],
  ['catering', '/catering'],
  ['showcases', '/showcases'],
  ['not found', '/no-such-page'],
] as const;

let platform: Platform;
let browser: Browser;

before(async () => {
  ({ platform, browser } = await startStage());
  // warm the BFF's page cache, as a live site's would be
  for (const [, path] of PAGES) await fetch(`${platform.origin('localhost')}${path}`);
});

after(async () => {
  await stopStage(platform, browser);
});

for (const [kind, path] of PAGES) {
  test(`${kind} (${path}) on a throttled phone: LCP ≤ ${LCP_BUDGET_MS} ms, CLS 0, at most ${MAX_DATA_REQUESTS} data request`, async (t) => {
    const measured = await measureOnThrottledPhone(
      browser,
      `${platform.origin('localhost')}${path}`,
      (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    );
    t.diagnostic(
      `${path}: LCP ${measured.lcpMs} ms (goal ${LCP_GOAL_MS}; ${measured.lcpElement}), CLS ${measured.cls.toFixed(4)}, ` +
        `${measured.dataRequests.length} data requests [${measured.dataRequests.join(', ')}], ` +
        `${measured.scriptBytes} bytes of script on the wire`,
    );
    assert.ok(
      measured.lcpMs <= LCP_BUDGET_MS,
      `${path}: largest contentful paint at ${measured.lcpMs} ms (${measured.lcpElement})`,
    );
    assert.equal(measured.cls, 0, `${path}: layout shifts ${measured.shifts.join('; ')}`);
    assert.ok(
      measured.dataRequests.length <= MAX_DATA_REQUESTS,
      `${path}: ${measured.dataRequests.length} data requests: ${measured.dataRequests.join(', ')}`,
    );
  });
}

/**
 * Issue 11, the public pages on a throttled phone (150 ms round trip, 1.6 Mbit/s, CPU 4× slower):
 * nothing on any kind of public page shifts (CLS 0), its first load asks the BFF for data at most
 * once — the site's options, menus, colours, the page's post and what its blocks list come inlined
 * in the HTML — and it paints a largest contentful element, whose time is printed.
 *
 * The LCP goal (≤ 1.5 s) is a performance figure, so it comes from `npm run bench`
 * (bench/scenarios/phone-first-load.ts: the 75th percentile of eight loads of each kind of page,
 * in a run of its own), not from one load here on a machine busy with the rest of the suite. No
 * time is asserted here: the emulated phone is 4× slower than the machine it runs on, so the same
 * pages measured 1.20–1.45 s on one machine and 1.89–2.86 s on another (decision 030); a bound
 * loose enough for both would catch nothing.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { PUBLIC_ROUTE_KINDS } from './support/public-routes.ts';
import { stage } from './support/stage.ts';
import { measureOnThrottledPhone, warmUpThrottledPhone } from './support/throttled-phone.ts';

/** the goal, measured by the bench */
const LCP_GOAL_MS = 1500;
const MAX_DATA_REQUESTS = 1;

const { platform, browser } = await stage();

before(async () => {
  // warm the BFF's page cache, as a live site's would be
  for (const [, path] of PUBLIC_ROUTE_KINDS) await fetch(`${platform.origin('localhost')}${path}`);
  await warmUpThrottledPhone(browser, platform.origin('localhost'));
});

for (const [kind, path] of PUBLIC_ROUTE_KINDS) {
  test(`${kind} (${path}) on a throttled phone: paints, CLS 0, at most ${MAX_DATA_REQUESTS} data request`, async (t) => {
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
      Number.isFinite(measured.lcpMs) && measured.lcpElement !== 'none',
      `${path}: no largest contentful paint`,
    );
    assert.equal(measured.cls, 0, `${path}: layout shifts ${measured.shifts.join('; ')}`);
    assert.deepEqual(measured.fetchedTwice, [], `${path}: fetched twice (a preload not used)`);
    assert.ok(
      measured.dataRequests.length <= MAX_DATA_REQUESTS,
      `${path}: ${measured.dataRequests.length} data requests: ${measured.dataRequests.join(', ')}`,
    );
  });
}

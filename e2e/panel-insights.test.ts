/**
 * Visitor insights end to end (issue 27): two visitors in browsers of their own read pages of two
 * sites (localhost on a desktop, tacos.localhost on a phone), moving inside the site by its links,
 * and leave; the owner, whose own visit of the public site is not counted, then finds on each
 * site's Insights screen its visitor, its pages, the device and a Web Vitals figure — and nothing
 * of the other site. axe finds no serious or critical violation; photographed, desktop and phone,
 * light and dark, when INSIGHTS_SCREENSHOTS names a folder.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { scanFourLooks } from './support/four-looks.ts';
import { signIn, watchProblems } from './support/panel.ts';
import { DESKTOP, PHONE } from './support/public-pages.ts';
import { signedInStage } from './support/stage.ts';

const { platform, browser, origin, context, page } = await signedInStage();
const problems = watchProblems(page);
const tacos = platform.origin('tacos.localhost');

/**
 * Headless Chromium names itself "HeadlessChrome", which the BFF rightly drops as a bot: each
 * visitor has a browser of its own that says what a person's Chromium says — by its launch flag,
 * since a context's user agent is not the one a page's last beacon leaves with as it unloads.
 */
const PEOPLE = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
};

/**
 * A visitor reads `start`, follows the site's link to `next` and leaves: a view each (the sender
 * loads when the tab is idle after its first paint), then the page's Web Vitals as it unloads.
 */
async function visit(start: string, next: string, options: object, person: string): Promise<void> {
  const own = await launchChromium([`--user-agent=${person}`]);
  try {
    const tab = await (await own.newContext(options)).newPage();
    const view = () => tab.waitForRequest((request) => request.url().endsWith('/insights/beacon'));
    const firstView = view();
    await tab.goto(start);
    await tab.locator('main h1').first().waitFor();
    await firstView;
    const nextView = view();
    await tab.locator(`a[href="${next}"]:visible`).first().click();
    await tab.waitForURL((url) => url.pathname === next);
    await tab.locator('main h1').first().waitFor();
    await nextView;
    // the page's Web Vitals leave with it: wait until the BFF has them before closing the browser
    const before = await beaconsReceived();
    await tab.goto('about:blank');
    for (const deadline = Date.now() + 10_000; (await beaconsReceived()) <= before; ) {
      if (Date.now() > deadline) assert.fail(`no Web Vitals beacon as ${start}'s visitor left`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await own.close();
  }
}

/** The beacons the BFF has received so far (its metrics). */
async function beaconsReceived(): Promise<number> {
  const metrics = await (await fetch(`${origin}/bff/metrics`)).text();
  return Number(/^bff_insight_beacons_received_total (\d+)$/m.exec(metrics)?.[1] ?? Number.NaN);
}

/** The number a stat card shows, once the screen has it. */
async function stat(screen: Page, label: string): Promise<number> {
  const card = screen
    .locator('.mantine-Card-root')
    .filter({ has: screen.getByText(label, { exact: true }) })
    .first();
  await card.waitFor();
  return Number((await card.locator('p').nth(1).innerText()).replace(/[^0-9]/g, ''));
}

/**
 * Opens the Insights screen until the visits are counted and a page's Web Vitals are in (the BFF
 * sends its beacons to the API every 2 s).
 */
async function insightsOnceCounted(screen: Page, at: string, views: number): Promise<void> {
  for (const deadline = Date.now() + 30_000; ; ) {
    await screen.goto(`${at}/panel/insights?days=7`);
    await screen.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
    const shown = await stat(screen, 'Page views');
    await screen.getByRole('heading', { name: 'Page speed of real visits' }).waitFor();
    const speeds = await vitalsTable(screen).count();
    if (shown >= views && speeds > 0) return;
    if (Date.now() > deadline) {
      assert.fail(
        `the Insights screen of ${at} showed ${shown} of ${views} views and ${speeds} speed tables`,
      );
    }
    await screen.waitForTimeout(500);
  }
}

const vitalsTable = (screen: Page) => screen.getByRole('table').filter({ hasText: 'LCP' });

async function tableText(screen: Page, title: string): Promise<string> {
  const figure = screen.getByRole('figure', { name: title });
  return ((await figure.textContent()) ?? '').replace(/\s+/g, ' ');
}

test('visits of two sites are counted on each site alone, with their pages, devices and speed', async () => {
  // the owner reads the public site too: staff are never counted
  await page.goto(`${origin}/`);
  await page.locator('main h1').first().waitFor();
  await visit(`${origin}/`, '/members', DESKTOP, PEOPLE.desktop);
  await visit(`${tacos}/`, '/members/el-pastor', PHONE, PEOPLE.phone);

  await insightsOnceCounted(page, origin, 2);
  assert.equal(await stat(page, 'Visitors'), 1, 'one visitor on localhost: the owner is not counted');
  assert.equal(await stat(page, 'Page views'), 2);
  assert.equal(await stat(page, 'Visits begun'), 1);
  const pages = await tableText(page, 'Top pages');
  assert.match(pages, /\/members/);
  assert.doesNotMatch(pages, /el-pastor/, "tacos.localhost's pages are not localhost's");
  assert.match(await tableText(page, 'Devices'), /Desktops/);
  const firstRow = ((await vitalsTable(page).locator('tbody tr').first().textContent()) ?? '').replace(
    /\s+/g,
    ' ',
  );
  assert.match(
    firstRow,
    /^\/.*(Good|Needs improvement|Poor)/,
    `a Web Vitals figure for the landing page: ${firstRow}`,
  );

  // the other site, in the owner's session there
  const tacosTab = await context.newPage();
  await signIn(tacosTab, tacos);
  await insightsOnceCounted(tacosTab, tacos, 2);
  assert.equal(await stat(tacosTab, 'Visitors'), 1);
  const tacosPages = await tableText(tacosTab, 'Top pages');
  assert.match(tacosPages, /\/members\/el-pastor/);
  assert.match(await tableText(tacosTab, 'Devices'), /Phones/);
  assert.doesNotMatch(
    await tableText(tacosTab, 'Devices'),
    /Desktops/,
    "localhost's desktop visit is not tacos'",
  );
  await tacosTab.close();
});

test('the Insights screen passes axe, desktop and phone, light and dark', async () => {
  const looks = await scanFourLooks(
    browser,
    origin,
    {
      path: '/panel/insights?days=7',
      name: 'insights',
      ready: async (scan) => {
        await scan.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
        await scan.getByRole('figure', { name: 'Visitors and page views per day' }).waitFor();
        await scan.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      },
    },
    process.env.INSIGHTS_SCREENSHOTS,
  );
  assert.deepEqual(looks.violations, []);
  assert.deepEqual([...problems, ...looks.problems], []);
});

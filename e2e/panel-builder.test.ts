/**
 * The page builder against the real platform: the owner opens the builder of the "About us" page,
 * the canvas shows the site's own blocks, a members grid is dragged in from the block list, the
 * draft is autosaved (the public page unchanged), then published and seen on the public site; the
 * history shows what the publish changed and restores the first version. A page scheduled a
 * minute ahead goes live by itself.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectToast, signedInContext, watchProblems } from './support/panel.ts';
import type { Platform } from './support/platform.ts';
import { startStage, stopStage } from './support/stage.ts';

let platform: Platform;
let browser: Browser;
let origin: string;
let context: BrowserContext;
let page: Page;
let problems: string[];

before(async () => {
  ({ platform, browser, origin } = await startStage());
  ({ context, page } = await signedInContext(browser, origin));
  problems = watchProblems(page);
});

after(async () => {
  await context?.close();
  await stopStage(platform, browser);
});

const shots = process.env.BUILDER_SCREENSHOTS;

test('the builder shows the page with the site’s blocks and publishes an added block', async () => {
  const about = await page.evaluate(async () => {
    const answer = await fetch('/api/posts/by-url?url=/about', { headers: { 'x-csrf': '1' } });
    return (await answer.json()).data as { id: number };
  });
  await page.goto(`${origin}/panel/pages/${about.id}/build`);
  const canvas = page.frameLocator('iframe').first();
  await canvas.getByRole('heading', { name: 'About Rolling Kitchens' }).waitFor({ timeout: 20_000 });
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  if (shots) await page.screenshot({ path: `${shots}/builder-open.png` });

  // drag "Members grid" from the block list to the end of the page
  const source = page.getByText('Members grid', { exact: true }).first();
  const from = await source.boundingBox();
  const frame = await page.locator('iframe').first().boundingBox();
  assert.ok(from && frame);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(
      from.x + ((frame.x + frame.width / 2 - from.x) * step) / 12,
      from.y + ((frame.y + frame.height * 0.7 - from.y) * step) / 12,
    );
    await page.waitForTimeout(50);
  }
  await page.mouse.up();
  await canvas.getByRole('heading', { name: 'Meet the members' }).waitFor({ timeout: 10_000 });

  await page.locator('[data-draft-state="saved"]').waitFor({ timeout: 10_000 });

  // the network drops while the block's title is edited: kept in the browser, sent when back
  await context.setOffline(true);
  // Puck draws the fields panel twice (wide and narrow layouts): the visible one
  await page.locator('input[name="title"]:visible').first().fill('Meet the members tonight');
  await page.locator('[data-draft-state="offline"]').waitFor({ timeout: 10_000 });
  await canvas.getByRole('heading', { name: 'Meet the members tonight' }).waitFor();
  await context.setOffline(false);
  await page.locator('[data-draft-state="saved"]').waitFor({ timeout: 40_000 });

  // autosaved as a draft; the public page does not change yet
  const draft = await page.evaluate(async (id) => {
    const answer = await fetch(`/api/posts/${id}/draft`, {
      headers: { 'x-csrf': '1', 'x-site-context': 'panel' },
    });
    return (await answer.json()).data as {
      post_body: { content: { type: string; props: { title?: string } }[] };
    };
  }, about.id);
  assert.deepEqual(
    draft.post_body.content.map((b) => b.type),
    ['Hero', 'RichText', 'MembersGrid'],
  );
  assert.equal(
    draft.post_body.content[2]?.props.title,
    'Meet the members tonight',
    'the offline edit arrived',
  );
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/about`);
  await visitor.getByRole('heading', { name: 'About Rolling Kitchens' }).waitFor();
  assert.equal(await visitor.getByRole('heading', { name: 'Meet the members' }).count(), 0, 'not public yet');
  if (shots) await page.screenshot({ path: `${shots}/builder-added.png` });

  // a preview link shows the draft to someone without an account, never indexed
  await page.getByRole('button', { name: 'Share a preview' }).click();
  const share = page.getByRole('dialog', { name: 'Preview link' });
  const address = await share.getByRole('textbox', { name: 'Link' }).inputValue();
  assert.match(address, /\/about\?preview=[\w-]+\.[\w-]+$/);
  await share.getByRole('button', { name: 'Close' }).click();
  const stranger = await browser.newContext();
  const previewPage = await stranger.newPage();
  const previewAnswer = await previewPage.goto(address);
  assert.equal(previewAnswer?.headers()['x-robots-tag'], 'noindex, nofollow');
  await previewPage
    .getByRole('status')
    .filter({ hasText: 'Preview: this version is not published.' })
    .waitFor();
  await previewPage.getByRole('heading', { name: 'Meet the members' }).waitFor();
  assert.equal(
    await previewPage.locator('meta[name="robots"]').first().getAttribute('content'),
    'noindex, nofollow',
  );
  await stranger.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, '“About Rolling Kitchens” published');
  await visitor.reload();
  await visitor.getByRole('heading', { name: 'Meet the members' }).waitFor();

  // the history: the publish is a version; what it changed; the first version restored
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const versions = history.getByRole('group', { name: /^Version of / });
  await versions.nth(1).waitFor();
  assert.equal(await versions.count(), 2, 'created with the site, then published');
  await versions.first().getByRole('button', { name: 'Show changes' }).click();
  await versions.first().getByText('Members grid “Meet the members tonight” added').waitFor();
  if (shots) await page.screenshot({ path: `${shots}/builder-history.png` });
  await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expectToast(page, 'Version restored');
  await canvas.getByRole('heading', { name: 'Meet the members' }).waitFor({ state: 'detached' });
  await visitor.reload();
  await visitor.getByRole('heading', { name: 'About Rolling Kitchens' }).waitFor();
  assert.equal(
    await visitor.getByRole('heading', { name: 'Meet the members' }).count(),
    0,
    'the restore is live',
  );
  await visitor.close();
  assert.deepEqual(problems, []);
});

test('a page scheduled a minute ahead appears on the site by itself', async () => {
  await page.goto(`${origin}/panel/pages/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Winter menu');
  await page.getByRole('button', { name: 'Create page' }).first().click();
  await expectToast(page, 'created');
  await page.waitForURL(/\/panel\/pages\/\d+$/);

  // the demo site's time zone is UTC; the field takes minutes: the next minute at least 10 s away
  const at = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  const local = at.toISOString().slice(0, 16);
  const field = page.getByLabel('Publish at', { exact: true });
  await field.fill(local);
  if (shots) await page.screenshot({ path: `${shots}/schedule-edit.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expectToast(page, 'saved');
  await page.goto(`${origin}/panel/pages`);
  await page
    .getByText(/^Publishes \d+ \w+ \d{4}, \d\d:\d\d$/)
    .first()
    .waitFor();
  if (shots) await page.screenshot({ path: `${shots}/schedule-list.png` });

  // the API publishes it by itself (the journey's platform runs the scheduler every second)
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/`);
  const readPage = () =>
    visitor.evaluate(async () => (await fetch('/api/posts/by-url?url=/winter-menu')).status);
  assert.equal(await readPage(), 404, 'not public before its time');
  let status = 404;
  while (status !== 200 && Date.now() < at.getTime() + 20_000) {
    await visitor.waitForTimeout(1_000);
    status = await readPage();
    if (status === 200) assert.ok(Date.now() >= at.getTime() - 1_000, 'not before its time');
  }
  assert.equal(status, 200, 'published within seconds of its time');
  await visitor.goto(`${origin}/winter-menu`);
  await visitor.getByRole('heading', { name: 'Winter menu' }).waitFor();
  await visitor.close();
  assert.deepEqual(problems, []);
});

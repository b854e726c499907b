/**
 * The page builder against the real platform: the owner opens the builder of the "About us" page,
 * the canvas shows the site's own blocks, a members grid is dragged in from the block list, the
 * draft is autosaved (the public page unchanged), then published and seen on the public site; the
 * history shows what the publish changed and restores the first version as the draft, published
 * from the screen's offer. A page scheduled a minute ahead goes live by itself.
 */
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expectToast, postAt, watchProblems } from './support/panel.ts';
import { animationsSettled } from './support/settled.ts';
import { signedInStage } from './support/stage.ts';

const { browser, origin, context, page } = await signedInStage();
const problems = watchProblems(page);

const shots = process.env.BUILDER_SCREENSHOTS;

/** The block types of a post's autosaved draft, in order. */
function draftBlocks(id: number): Promise<{ type: string; props: { id: string; html?: string } }[]> {
  return page.evaluate(async (postId) => {
    const answer = await fetch(`/api/posts/${postId}/draft`, {
      headers: { 'x-csrf': '1', 'x-site-context': 'panel' },
    });
    const draft = (await answer.json()).data as { post_body: { content: never[] } } | null;
    return draft?.post_body.content ?? [];
  }, id);
}

/** Presses Tab until the focused element matches `selector` and holds `text` (what a keyboard user does). */
async function tabTo(target: Page, selector: string, text: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    await target.keyboard.press('Tab');
    const reached = await target.evaluate(
      ([css, words]) => {
        const element = document.activeElement;
        return !!element?.matches(css) && (element.textContent ?? '').trim() === words;
      },
      [selector, text] as const,
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${selector} “${text}”`);
}

/**
 * The mean difference (0–255 per channel) of two screenshots over the region both cover, after a
 * blur that forgives sub-pixel placement (the same block sits at y = 40 in the canvas and at
 * y = 407.36 on the page).
 */
async function imageDifference(a: Buffer, b: Buffer): Promise<number> {
  const [sizeA, sizeB] = await Promise.all([sharp(a).metadata(), sharp(b).metadata()]);
  const region = {
    left: 0,
    top: 0,
    width: Math.min(sizeA.width, sizeB.width),
    height: Math.min(sizeA.height, sizeB.height),
  };
  // blurred: the same text laid out a fraction of a pixel lower is rasterised a little differently
  const pixels = (image: Buffer) => sharp(image).extract(region).removeAlpha().blur(2).raw().toBuffer();
  const [left, right] = await Promise.all([pixels(a), pixels(b)]);
  let total = 0;
  for (let i = 0; i < left.length; i++) total += Math.abs((left[i] ?? 0) - (right[i] ?? 0));
  return total / left.length;
}

/**
 * The scheduled page's time is wall-clock time (10–70 s ahead): it is set first, the other
 * journeys run while it comes, and the file's last journey sees it go live.
 */
let scheduledAt: Date | undefined;

test('a page is scheduled a minute ahead; it is not on the site before its time', async () => {
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
  scheduledAt = at;
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/`);
  const readAt = Date.now();
  const status = await visitor.evaluate(
    async () => (await fetch('/api/posts/by-url?url=/winter-menu')).status,
  );
  // the scheduler ticks every second: a read a second or more before the time must not find it
  if (readAt < at.getTime() - 1_000) assert.equal(status, 404, 'not public before its time');
  await visitor.close();
  assert.deepEqual(problems, []);
});

test('the builder shows the page with the site’s blocks and publishes an added block', async () => {
  const about = await postAt(page, '/about');
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
    .getByRole('button', { name: 'Restore as draft' })
    .click();
  // the restored version is the draft (docs/decisions/034), published from the screen's offer
  await canvas.getByRole('heading', { name: 'Meet the members' }).waitFor({ state: 'detached' });
  await page
    .getByRole('dialog', { name: 'Restored as the draft' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await expectToast(page, '“About Rolling Kitchens” published');
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

test('from the keyboard: the outline reorders blocks and a block is copied into another page; the canvas is the public page', async (t) => {
  const about = await postAt(page, '/about');
  const home = await postAt(page, '/');
  await page.goto(`${origin}/panel/pages/${about.id}/build`);
  const canvas = page.frameLocator('iframe').first();
  await canvas.getByRole('heading', { name: 'About Rolling Kitchens' }).waitFor({ timeout: 20_000 });
  await page.locator('[data-draft-state="saved"]').waitFor();

  // keyboard only: the outline, its "Rich text" item, then Alt+↑
  await tabTo(page, '[role="button"]', 'Outline');
  await page.keyboard.press('Enter');
  await tabTo(page, 'button', 'Rich text');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+ArrowUp');
  const announced = (text: string) =>
    page
      .getByTestId('block-announcer')
      .filter({ hasText: text })
      .waitFor({ state: 'attached', timeout: 5_000 });
  await announced('Rich text moved to position 1 of 2').catch(async (error) => {
    const said = await page.getByTestId('block-announcer').allTextContents();
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
    throw new Error(`announced ${JSON.stringify(said)}, focus on ${focused}`, { cause: error });
  });
  await page.keyboard.press('Alt+ArrowUp');
  await announced('Rich text is already first');
  await page.locator('[data-draft-state="saved"]').waitFor({ timeout: 10_000 });
  assert.deepEqual(
    (await draftBlocks(about.id)).map((block) => block.type),
    ['RichText', 'Hero'],
  );
  if (shots) await page.screenshot({ path: `${shots}/builder-moved.png` });

  // copied with Ctrl+C (the selected block), to be pasted into the home page
  await page.keyboard.press('Control+c');
  await expectToast(page, 'Rich text copied: paste it into any page of this site');
  const copied = (await draftBlocks(about.id))[0];

  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, '“About Rolling Kitchens” published');

  // the canvas is the public page: the rich text block, on a phone, light theme
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Phone', exact: false }).first().click();
  await animationsSettled(page);
  const canvasText = canvas.locator('.rich-text').first();
  await canvasText.scrollIntoViewIfNeeded();
  const fromCanvas = await canvasText.screenshot();
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`${origin}/about`);
  const publicText = visitor.locator('main .rich-text').first();
  await publicText.waitFor();
  await visitor.evaluate(() => document.fonts.ready);
  const fromSite = await publicText.screenshot();
  const fromHero = await visitor.locator('main h1').first().screenshot();
  if (shots) {
    await writeFile(`${shots}/region-canvas.png`, fromCanvas);
    await writeFile(`${shots}/region-site.png`, fromSite);
  }
  const same = await imageDifference(fromCanvas, fromSite);
  const other = await imageDifference(fromCanvas, fromHero);
  t.diagnostic(
    `mean difference of the rich text, canvas to page: ${same.toFixed(2)}; to the page's title: ${other.toFixed(2)}`,
  );
  assert.ok(
    same < 6,
    `the canvas's rich text looks like the public one (mean difference ${same.toFixed(2)})`,
  );
  assert.ok(other > same * 3, `and unlike another block (${other.toFixed(2)} vs ${same.toFixed(2)})`);
  await visitor.close();

  // pasted with Ctrl+V into the home page: at the end, the same text, a new block id
  await page.goto(`${origin}/panel/pages/${home.id}/build`);
  await page.locator('[data-draft-state="saved"]').waitFor({ timeout: 20_000 });
  const before = await page.evaluate(async (postId) => {
    const answer = await fetch(`/api/posts/${postId}`, {
      headers: { 'x-csrf': '1', 'x-site-context': 'panel' },
    });
    return ((await answer.json()) as { post_body: { content: unknown[] } }).post_body.content.length;
  }, home.id);
  await page.locator('body').press('Control+v');
  await expectToast(page, 'Rich text pasted');
  await page.locator('[data-draft-state="saved"]').waitFor({ timeout: 10_000 });
  const after = await draftBlocks(home.id);
  const pasted = after.at(-1);
  assert.equal(pasted?.type, 'RichText');
  assert.equal(pasted?.props.html, copied?.props.html, 'the same text');
  assert.notEqual(pasted?.props.id, copied?.props.id, 'a block id of its own');
  assert.equal(after.length, before + 1, 'added to the page’s blocks');
  await canvas.getByText('We started in 2019 as three trucks').first().waitFor();

  // the builder on a phone
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await animationsSettled(page);
    await page.screenshot({ path: `${shots}/builder-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  assert.deepEqual(problems, []);
});

test('the demo’s blog page lets visitors filter by category', async () => {
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/`);
  await visitor.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
  await visitor.waitForURL(`${origin}/blog`);
  await visitor.setViewportSize({ width: 390, height: 844 });
  const filter = visitor.getByRole('navigation', { name: 'Filter by category' });
  await filter.getByRole('link', { name: 'Recipes' }).click();
  await visitor.waitForURL(`${origin}/blog?category=*`);
  await visitor.getByRole('heading', { name: 'Behind the smoker' }).waitFor();
  assert.equal(await visitor.getByRole('heading', { name: 'Opening the season' }).count(), 0);
  assert.equal(await filter.getByRole('link', { name: 'Recipes' }).getAttribute('aria-current'), 'page');
  if (shots) await visitor.screenshot({ path: `${shots}/blog-filtered-phone.png`, fullPage: true });
  await filter.getByRole('link', { name: 'All' }).click();
  await visitor.getByRole('heading', { name: 'Opening the season' }).waitFor();
  await visitor.close();
});

test('the scheduled page appears on the site by itself at its time', async () => {
  const at = scheduledAt;
  assert.ok(at, 'the page scheduled by the first journey');
  // the API publishes it by itself (the journey's platform runs the scheduler every second)
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/`);
  const readPage = () =>
    visitor.evaluate(async () => (await fetch('/api/posts/by-url?url=/winter-menu')).status);
  let status = await readPage();
  if (status === 200) assert.ok(Date.now() >= at.getTime() - 1_000, 'not before its time');
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

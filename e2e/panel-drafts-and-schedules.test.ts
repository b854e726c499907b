/**
 * What a schedule publishes, and what a restore does (issue 24, items 1 and 4;
 * docs/decisions/034). A new page is built in the page builder (its draft), scheduled on its edit
 * screen a minute ahead, and at its time the site shows what was built, not the title alone; the
 * screens on the way say the built page is not live yet and when it goes live. Then an older
 * version is restored: it becomes the draft, the site is unchanged, and the screen offers to
 * publish it.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { before, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { assertExcludes, assertIncludes, expectToast, publicText, watchProblems } from './support/panel.ts';
import { animationsSettled } from './support/settled.ts';
import { signedInStage } from './support/stage.ts';

const BUILT = 'Fish tacos, two for one, all Friday';
const shots = process.env.DRAFTS_SCREENSHOTS;

const { browser, origin, context, page } = await signedInStage();
const problems = watchProblems(page);

before(async () => {
  if (shots) mkdirSync(shots, { recursive: true });
});

/** Screenshots of the screen as it is, desktop and phone, light and dark (with DRAFTS_SCREENSHOTS). */
async function shoot(name: string, focus?: Locator, target: Page = page): Promise<void> {
  if (!shots) return;
  const size = target.viewportSize() ?? { width: 1280, height: 900 };
  for (const scheme of ['light', 'dark'] as const) {
    await target.emulateMedia({ colorScheme: scheme });
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await target.setViewportSize(viewport);
      await animationsSettled(target);
      await focus?.scrollIntoViewIfNeeded();
      await target.screenshot({ path: `${shots}/${name}-${device}-${scheme}.png` });
    }
  }
  await target.emulateMedia({ colorScheme: 'light' });
  await target.setViewportSize(size);
}

/** The builder's autosave status: what it says and whether a draft waits. */
const draftStatus = () => page.locator('[data-draft-state]');

/** The public answer for a path, read through the BFF as a visitor's page reads it. */
function publicPost(visitor: Page, path: string): Promise<{ status: number; body: string }> {
  return visitor.evaluate(async (address) => {
    const answer = await fetch(`/api/posts/by-url?url=${encodeURIComponent(address)}`);
    return { status: answer.status, body: await answer.text() };
  }, path);
}

/** The rows of the panel home's "Drafts waiting", as text (lower case: badges show in capitals). */
async function draftsWaiting(target: Page): Promise<string[]> {
  await target.goto(`${origin}/panel`);
  const table = target.getByRole('table', { name: 'Drafts waiting' });
  const none = target.getByRole('region', { name: 'Drafts waiting' }).getByText('Nothing here.');
  await table.or(none).first().waitFor();
  if (!(await table.isVisible())) return [];
  return (await table.locator('tbody tr').allInnerTexts()).map((row) =>
    row.replace(/\s+/g, ' ').trim().toLowerCase(),
  );
}

let postId: number;

test('a page built in the builder and scheduled goes live as it was built', async () => {
  await page.goto(`${origin}/panel/pages/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Friday special');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('/friday');
  await page.getByRole('button', { name: 'Create page' }).first().click();
  await expectToast(page, 'created');
  await page.waitForURL(/\/panel\/pages\/\d+$/);
  postId = Number(page.url().split('/').at(-1));

  // the page layout: the text typed into its rich-text block, autosaved as the draft
  await page.getByRole('link', { name: 'Page layout' }).click();
  await page.waitForURL(/\/build$/);
  await draftStatus().waitFor({ state: 'attached', timeout: 20_000 });
  await page.getByRole('button', { name: 'Outline' }).first().click();
  await page.getByRole('button', { name: 'Rich text' }).first().click();
  const text = page.locator('[role="textbox"][aria-multiline="true"]:visible').first();
  await text.click();
  await page.keyboard.type(BUILT);
  await page.locator('[data-draft-state="saved"][data-draft-live="waiting"]').waitFor({ timeout: 15_000 });
  assert.match((await draftStatus().textContent()) ?? '', /^Draft saved at \d\d:\d\d · not published$/);
  await shoot('builder-draft-saved');

  // back on the edit screen, the page is scheduled for the next minute at least 10 s away
  await page.getByRole('link', { name: 'Details of “Friday special”' }).click();
  await page.waitForURL(new RegExp(`/panel/pages/${postId}$`));
  const notice = page.getByRole('alert').filter({ hasText: 'Not on the site yet' });
  await notice.waitFor();
  assertIncludes(
    (await notice.textContent()) ?? '',
    'goes live with this page: when you set its status to Published and save, publish it there.',
  );
  const at = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
  await page.getByLabel('Publish at', { exact: true }).fill(at.toISOString().slice(0, 16));
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expectToast(page, 'saved');
  await notice.filter({ hasText: 'or at the publish time' }).waitFor();
  await shoot('edit-notice');

  // the list and the home say it is scheduled, not published
  await page.goto(`${origin}/panel/pages`);
  const row = page.getByRole('row').filter({ hasText: 'Friday special' });
  await row.getByText('Scheduled', { exact: true }).waitFor();
  await row.getByText(/^Publishes \d+ \w+ \d{4}, \d\d:\d\d$/).waitFor();
  await shoot('list-scheduled', row);
  const waiting = await draftsWaiting(page);
  assert.ok(
    waiting.some((line) => line.includes('friday special') && line.includes('scheduled')),
    `the home lists it as scheduled: ${JSON.stringify(waiting)}`,
  );
  await shoot('home-waiting', page.getByRole('table', { name: 'Drafts waiting' }));

  // the scheduler (every second in journeys) publishes it: with what was built for it
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/`);
  assert.equal((await publicPost(visitor, '/friday')).status, 404, 'not public before its time');
  let answer = await publicPost(visitor, '/friday');
  while (answer.status !== 200 && Date.now() < at.getTime() + 20_000) {
    await visitor.waitForTimeout(1_000);
    answer = await publicPost(visitor, '/friday');
  }
  await visitor.close();
  assert.equal(answer.status, 200, 'published within seconds of its time');
  assertIncludes(answer.body, BUILT, 'the built text is what went live');
  assertIncludes(await publicText(browser, `${origin}/friday`), BUILT);
  assert.ok(
    !(await draftsWaiting(page)).some((line) => line.includes('friday special')),
    'nothing of it waits any more',
  );
  assert.deepEqual(problems, []);
});

test('a restored version becomes the draft: the site is unchanged until it is published', async () => {
  assert.ok(postId, 'the page of the first journey');
  await page.goto(`${origin}/panel/pages/${postId}/build`);
  const canvas = page.frameLocator('iframe').first();
  await canvas.getByText(BUILT).first().waitFor({ timeout: 20_000 });
  assert.equal(await draftStatus().textContent(), 'Saved · same as the site');

  // the first version (the page as created, its text empty) is restored
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const versions = history.getByRole('group', { name: /^Version of / });
  await versions.nth(2).waitFor();
  await versions.last().getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
  assertIncludes((await confirm.textContent()) ?? '', 'becomes the draft');
  await confirm.getByRole('button', { name: 'Restore as draft' }).click();
  const restored = page.getByRole('dialog', { name: 'Restored as the draft' });
  await restored.waitFor();
  await canvas.getByText(BUILT).waitFor({ state: 'detached' });
  await shoot('builder-restored');

  // it is the draft, not live: the site, the builder's status and the home say so
  assertIncludes(
    await publicText(browser, `${origin}/friday`),
    BUILT,
    'the site still shows the published page',
  );
  const draft = await page.evaluate(async (id) => {
    const read = await fetch(`/api/posts/${id}/draft`, {
      headers: { 'x-csrf': '1', 'x-site-context': 'panel' },
    });
    return JSON.stringify((await read.json()).data);
  }, postId);
  assertExcludes(draft, BUILT, 'the draft is the restored version');
  await page.locator('[data-draft-state="saved"][data-draft-live="waiting"]').waitFor({ state: 'attached' });
  assert.match((await draftStatus().textContent()) ?? '', /· not published$/);
  const home = await context.newPage();
  const waiting = await draftsWaiting(home);
  assert.ok(
    waiting.some((line) => line.includes('friday special') && line.includes('changes not published')),
    `the home lists its changes as waiting: ${JSON.stringify(waiting)}`,
  );
  await shoot('home-changes', home.getByRole('table', { name: 'Drafts waiting' }), home);
  await home.close();

  // published from the offer: now the site shows it
  await restored.getByRole('button', { name: 'Publish now' }).click();
  await expectToast(page, '“Friday special” published');
  await restored.waitFor({ state: 'detached' });
  assertExcludes(await publicText(browser, `${origin}/friday`), BUILT, 'the restored version is live');
  assert.equal(await draftStatus().textContent(), 'Saved · same as the site');
  assert.deepEqual(problems, []);
});

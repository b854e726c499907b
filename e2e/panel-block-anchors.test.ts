/**
 * Block anchors against the real platform (issue 24): the owner gives the about page's rich text
 * the anchor "menu" in the builder (a spaced one is refused as it is typed), publishes, links the
 * footer's "About" item to that block in the menus (page, then part of the page), and a visitor
 * who follows the link, or opens `/about#menu`, lands on that block.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { expectToast, postAt, watchProblems } from './support/panel.ts';
import { DESKTOP, openWatchedPage } from './support/public-pages.ts';
import { signedInStage } from './support/stage.ts';

const { browser, origin, page } = await signedInStage();
const problems = watchProblems(page);

/**
 * Where the element `#id` of a visitor's page is, once the window has scrolled to it: its top, in
 * the upper half of the window (the page may end before the block could reach the top).
 */
const anchorTop = (visitor: Page, id: string) =>
  visitor.waitForFunction((anchor) => {
    const box = document.getElementById(anchor)?.getBoundingClientRect();
    return box && window.scrollY > 0 && box.top >= 0 && box.top < window.innerHeight / 2
      ? box.top
      : undefined;
  }, id);

test('a block gets an anchor in the builder, a menu links to it, and the link opens the page at it', async () => {
  const about = await postAt(page, '/about');
  await page.goto(`${origin}/panel/pages/${about.id}/build`);
  const canvas = page.frameLocator('iframe').first();
  await canvas.getByRole('heading', { name: 'About Rolling Kitchens' }).waitFor({ timeout: 20_000 });

  // the rich text block, from the outline; every block has the anchor field
  await page.getByRole('button', { name: 'Outline', exact: true }).click();
  await page.getByRole('button', { name: 'Rich text', exact: true }).first().click();
  // Puck draws the fields panel twice (wide and narrow layouts): the visible one
  const anchor = page
    .getByRole('textbox', { name: /^Anchor/ })
    .locator('visible=true')
    .first();
  await anchor.fill('our menu');
  await page
    .getByText(/no spaces/)
    .locator('visible=true')
    .first()
    .waitFor();
  assert.equal(await anchor.getAttribute('aria-invalid'), 'true');
  await anchor.fill('menu');
  assert.notEqual(await anchor.getAttribute('aria-invalid'), 'true');
  await page.locator('[data-draft-state="saved"]').waitFor({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, '“About Rolling Kitchens” published');

  // the footer's About item: the page, then the part of it
  await page.goto(`${origin}/panel/site-options#menus`);
  const menus = page.getByRole('form', { name: 'Menus' });
  const item = menus.getByRole('group', { name: /^Footer item \d+: About$/ });
  const part = item.getByRole('combobox', { name: 'Part of the page' });
  await part.click();
  const list = page.locator(`[id="${await part.getAttribute('aria-controls')}"]`);
  await list.getByRole('option', { name: 'Rich text (#menu)' }).click();
  await item.getByText('/about#menu').waitFor();
  await menus.getByRole('button', { name: 'Save menus' }).click();
  await expectToast(page, 'Menus saved');
  assert.deepEqual(problems, []);

  // a visitor follows it from the home page, and opens the address itself
  const visitor = await openWatchedPage(browser, DESKTOP);
  await visitor.page.goto(`${origin}/`);
  await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await visitor.page.waitForURL(`${origin}/about#menu`);
  const followed = Number(await (await anchorTop(visitor.page, 'menu')).jsonValue());
  const block = visitor.page.locator('#menu');
  assert.equal(await block.locator('.rich-text').count(), 1, 'the id is on the block, around its content');
  assert.ok(followed >= 0, `the block is in the upper half of the window (${followed} px)`);

  await visitor.page.goto(`${origin}/about#menu`);
  await visitor.page.getByRole('heading', { name: 'About Rolling Kitchens' }).waitFor();
  const opened = Number(await (await anchorTop(visitor.page, 'menu')).jsonValue());
  assert.ok(opened >= 0, `opened at the block (${opened} px)`);
  assert.deepEqual(visitor.problems, []);
  await visitor.close();
});

/**
 * The page builder as a person sees it (issue 24): undo takes back a block moved from the
 * keyboard or the action bar, or a pasted one, and the saved draft follows (item 3); a new page's
 * canvas shows the title header the public page will show and a starting rich-text block one can
 * click (item 13); image placeholders never lie over a hero's title (item 14); in dark mode the
 * builder is dark and its header legible (item 15).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe.ts';
import { eventually, expectToast, signIn, watchProblems } from './support/panel.ts';
import { stage } from './support/stage.ts';

const { browser, origin } = await stage();

const shots = process.env.BUILDER_SCREENSHOTS;

async function signedIn(
  options: { colorScheme?: 'light' | 'dark'; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await signIn(page, origin);
  return { context, page, problems };
}

/** The id of the post at `url` of the signed-in site, read through the BFF. */
function postId(page: Page, url: string): Promise<number> {
  return page.evaluate(async (address) => {
    const answer = await fetch(`/api/posts/by-url?url=${encodeURIComponent(address)}`, {
      headers: { 'x-csrf': '1' },
    });
    return ((await answer.json()).data as { id: number }).id;
  }, url);
}

/** The block types of a post's autosaved draft, in order. */
function draftTypes(page: Page, id: number): Promise<string[]> {
  return page.evaluate(async (post) => {
    const answer = await fetch(`/api/posts/${post}/draft`, {
      headers: { 'x-csrf': '1', 'x-site-context': 'panel' },
    });
    const draft = (await answer.json()).data as { post_body: { content: { type: string }[] } } | null;
    return (draft?.post_body.content ?? []).map((block) => block.type);
  }, id);
}

/** The block types on the canvas, top to bottom. */
function canvasTypes(canvas: FrameLocator): Promise<string[]> {
  return canvas
    .locator('[data-puck-component]')
    .evaluateAll((blocks) =>
      blocks.map((block) => (block.getAttribute('data-puck-component') ?? '').split('-')[0] ?? ''),
    );
}

async function openBuilder(page: Page, id: number): Promise<FrameLocator> {
  await page.goto(`${origin}/panel/pages/${id}/build`);
  const canvas = page.frameLocator('iframe').first();
  await canvas.locator('[data-puck-component]').first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.locator('[data-draft-state="saved"]').waitFor({ state: 'attached' });
  return canvas;
}

/** Waits until the autosave has the change (the status may be in a closed menu on a phone). */
function draftSaved(page: Page): Promise<void> {
  return page.locator('[data-draft-state="saved"]').waitFor({ state: 'attached', timeout: 10_000 });
}

test('undo takes back a block moved with Alt+↑ or the action bar, also in the saved draft', async () => {
  const { context, page, problems } = await signedIn();
  const about = await postId(page, '/about');
  let canvas = await openBuilder(page, about);
  assert.deepEqual(await canvasTypes(canvas), ['Hero', 'RichText']);
  const undo = page.getByRole('button', { name: 'undo', exact: true });
  const redo = page.getByRole('button', { name: 'redo', exact: true });

  // from the outline, Alt+↑ moves the rich text first
  await page.getByRole('button', { name: 'Outline' }).first().click();
  await page.getByRole('button', { name: 'Rich text' }).first().click();
  await page.keyboard.press('Alt+ArrowUp');
  await eventually(() => canvasTypes(canvas), ['RichText', 'Hero'], 'moved on the canvas');
  await draftSaved(page);
  await eventually(() => draftTypes(page, about), ['RichText', 'Hero'], 'the move is the draft');

  await undo.click();
  await eventually(() => canvasTypes(canvas), ['Hero', 'RichText'], 'undo puts the order back');
  assert.equal(await redo.isEnabled(), true, 'the move can be redone');
  await eventually(() => draftTypes(page, about), ['Hero', 'RichText'], 'and the draft follows');
  await draftSaved(page);

  await page.reload();
  canvas = page.frameLocator('iframe').first();
  await canvas.locator('[data-puck-component]').first().waitFor({ timeout: 20_000 });
  assert.deepEqual(await canvasTypes(canvas), ['Hero', 'RichText'], 'after a reload too');

  // the action bar's "Move down" on the selected hero, undone, redone, undone
  await canvas.locator('[data-puck-component^="Hero-"]').first().click();
  const moveDown = canvas
    .getByRole('button', { name: 'Move down (Alt+↓)' })
    .or(page.getByRole('button', { name: 'Move down (Alt+↓)' }));
  await moveDown.first().click();
  await eventually(() => canvasTypes(canvas), ['RichText', 'Hero'], 'moved down');
  await undo.click();
  await eventually(() => canvasTypes(canvas), ['Hero', 'RichText'], 'undone');
  await redo.click();
  await eventually(() => canvasTypes(canvas), ['RichText', 'Hero'], 'redone');
  await undo.click();
  await eventually(() => canvasTypes(canvas), ['Hero', 'RichText'], 'undone again');
  if (shots) await page.screenshot({ path: `${shots}/builder-undone.png` });

  // a pasted block is one step of the history too
  await canvas.locator('[data-puck-component^="RichText-"]').first().click();
  await page.keyboard.press('Control+c');
  await expectToast(page, 'Rich text copied');
  await page.keyboard.press('Control+v');
  await eventually(() => canvasTypes(canvas), ['Hero', 'RichText', 'RichText'], 'pasted');
  await undo.click();
  await eventually(() => canvasTypes(canvas), ['Hero', 'RichText'], 'the paste undone');
  await draftSaved(page);
  await eventually(() => draftTypes(page, about), ['Hero', 'RichText'], 'the draft has the order back');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a new page’s canvas shows the title header of its public page and a rich-text block one can click', async () => {
  const { context, page, problems } = await signedIn();
  await page.goto(`${origin}/panel/pages/new`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Friday special');
  await page.getByRole('button', { name: 'Create page' }).first().click();
  await expectToast(page, 'created');
  await page.waitForURL(/\/panel\/pages\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));

  const canvas = await openBuilder(page, id);
  assert.deepEqual(await canvasTypes(canvas), ['RichText'], 'a new page starts with a rich-text block');
  const header = canvas.locator('.page-header');
  await header.getByRole('heading', { level: 1, name: 'Friday special' }).waitFor();

  // boxes in the canvas's own pixels (Puck shows the canvas zoomed out to fit)
  const block = canvas.locator('[data-puck-component^="RichText-"]');
  const box = await block.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  assert.ok(box.height >= 48, `the empty rich-text block can be seen (height ${box.height})`);
  const headerBox = await header.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  assert.ok(box.top >= headerBox.bottom - 1, 'below the title header');
  if (shots) await page.screenshot({ path: `${shots}/builder-new-page.png` });
  await block.click();
  // selected: its fields are offered (Puck draws the fields panel twice, for wide and narrow layouts)
  await page.locator('input[name="title"]:visible').first().waitFor();

  // the public page shows the same header over the page's blocks
  await page.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, '“Friday special” published');
  const visitor = await browser.newPage();
  await visitor.goto(`${origin}/friday-special`);
  await visitor
    .locator('main .page-header')
    .getByRole('heading', { level: 1, name: 'Friday special' })
    .waitFor();
  await visitor.close();
  assert.deepEqual(problems, []);
  await context.close();
});

/** The boxes of each hero's title and of the image placeholders inside that hero, in the canvas. */
async function heroOverlaps(canvas: FrameLocator): Promise<string[]> {
  await canvas.locator('.hero .hero__title').first().waitFor();
  return canvas.locator('.hero').evaluateAll((heroes) => {
    const found: string[] = [];
    for (const hero of heroes) {
      const title = hero.querySelector('.hero__title')?.getBoundingClientRect();
      if (!title) continue;
      for (const placeholder of hero.querySelectorAll('.image-placeholder')) {
        const box = placeholder.getBoundingClientRect();
        const apart =
          box.right <= title.left ||
          box.left >= title.right ||
          box.bottom <= title.top ||
          box.top >= title.bottom;
        if (!apart)
          found.push(
            `${placeholder.getAttribute('aria-label')} over “${hero.querySelector('.hero__title')?.textContent}”`,
          );
      }
    }
    return found;
  });
}

test('image placeholders never lie over a hero’s title, on the desktop and the phone canvas', async () => {
  const { context, page, problems } = await signedIn();
  const home = await postId(page, '/');
  const canvas = await openBuilder(page, home);
  await canvas.locator('.hero .image-placeholder').first().waitFor({ timeout: 10_000 });
  assert.deepEqual(await heroOverlaps(canvas), [], 'desktop canvas');
  if (shots) await page.screenshot({ path: `${shots}/builder-hero-desktop.png` });

  await page.getByRole('button', { name: 'Phone', exact: false }).first().click();
  await eventually(
    () => canvas.locator('body').evaluate((body) => body.clientWidth <= 400),
    true,
    'the canvas is phone-wide',
  );
  assert.deepEqual(await heroOverlaps(canvas), [], 'phone canvas');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await canvas.locator('.hero .image-placeholder').first().waitFor({ timeout: 20_000 });
  assert.deepEqual(await heroOverlaps(canvas), [], 'the builder on a phone');
  if (shots) await page.screenshot({ path: `${shots}/builder-hero-phone.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

/** The WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The colour of an element's text and of the first opaque background behind it. */
function colours(page: Page, selector: string): Promise<{ text: string; background: string }> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      let node: Element | null = element;
      let background = 'rgb(255, 255, 255)';
      while (node) {
        const color = getComputedStyle(node).backgroundColor;
        if (color && color !== 'transparent' && !/rgba\(.*, 0\)$/.test(color)) {
          background = color;
          break;
        }
        node = node.parentElement;
      }
      return { text: getComputedStyle(element).color, background };
    });
}

test('in dark mode the builder is dark and its header legible', async () => {
  const { context, page, problems } = await signedIn({ colorScheme: 'dark', bypassCSP: true });
  const about = await postId(page, '/about');
  const canvas = await openBuilder(page, about);
  await canvas.getByRole('heading', { name: 'About Rolling Kitchens' }).waitFor();

  const status = await colours(page, '[data-draft-state]');
  const statusContrast = contrast(status.text, status.background);
  assert.ok(
    statusContrast >= 4.5,
    `“All changes saved” contrast ${statusContrast.toFixed(2)} (${JSON.stringify(status)})`,
  );
  const header = await colours(page, 'header');
  assert.ok(
    contrast(header.background, 'rgb(0, 0, 0)') < 3,
    `the builder’s header is dark (${header.background})`,
  );
  const title = await colours(page, 'header h1, header [class*="title"]');
  assert.ok(
    contrast(title.text, title.background) >= 4.5,
    `the header’s title is legible (${JSON.stringify(title)})`,
  );
  const blockList = await colours(page, 'aside, [class*="SideBar"], [class*="Sidebar"]');
  assert.ok(
    contrast(blockList.background, 'rgb(0, 0, 0)') < 3,
    `the block list is dark (${blockList.background})`,
  );
  // each header button's icon stands out from the button
  const icons = await page.locator('header button, header a').evaluateAll((controls) =>
    controls
      .filter(
        (control) =>
          control.querySelector('svg') &&
          (control as HTMLElement).offsetParent !== null &&
          // a control that cannot be used now is exempt (WCAG 1.4.11), as in the light scheme
          !control.matches(':disabled, [aria-disabled="true"]'),
      )
      .map((control) => {
        let node: Element | null = control;
        let background = '';
        while (node && !background) {
          const color = getComputedStyle(node).backgroundColor;
          if (color && color !== 'transparent' && !/rgba\(.*, 0\)$/.test(color)) background = color;
          node = node.parentElement;
        }
        return {
          name:
            control.getAttribute('aria-label') ?? control.getAttribute('title') ?? control.textContent ?? '',
          icon: getComputedStyle(control.querySelector('svg') as Element).color,
          background,
        };
      }),
  );
  assert.ok(icons.length >= 5, 'the header’s buttons');
  for (const icon of icons)
    assert.ok(
      contrast(icon.icon, icon.background) >= 3,
      `the icon of “${icon.name}” stands out (${JSON.stringify(icon)})`,
    );
  // the canvas shows the site's dark theme, as a visitor with a dark device sees it
  assert.equal(await canvas.locator('html').getAttribute('data-theme'), 'dark');
  const contrastProblems = (await seriousAxeViolations(page, ['iframe'])).filter((line) =>
    line.startsWith('color-contrast'),
  );
  assert.deepEqual(contrastProblems, []);
  if (shots) await page.screenshot({ path: `${shots}/builder-dark.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

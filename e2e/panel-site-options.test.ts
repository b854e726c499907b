/**
 * The site options screen against the real platform: a colour, a header menu item and the SEO
 * settings (title, page title template, description) are changed in the panel and seen on the
 * public site, light and dark; a `javascript:`
 * link is refused; a logo is uploaded by drag and drop in the media picker, picked, saved and seen
 * in the public header; and axe finds no serious or critical violation on the screen and the
 * picker (desktop light, phone dark).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { seriousAxeViolations } from './support/axe.ts';
import { expectToast, OWNER, watchProblems } from './support/panel.ts';
import { DESKTOP, openWatchedPage, PHONE } from './support/public-pages.ts';
import { animationsSettled } from './support/settled.ts';
import { signedInStage } from './support/stage.ts';

const { browser, origin, page } = await signedInStage();
const problems = watchProblems(page);

const ACCENT = '#1d4ed8';
const ACCENT_RGB = 'rgb(29, 78, 216)';
const SEO_TITLE = 'Street food in Riverside, every night';
const SEO_TEMPLATE = '%s — {site name} (Riverside)';
const SEO_DESCRIPTION = 'Tacos, barbecue and Korean street food from ten trucks at Market Square.';

async function openSection(hash: string, form: string): Promise<ReturnType<Page['getByRole']>> {
  await page.goto(`${origin}/panel/site-options#${hash}`);
  await page.getByRole('heading', { level: 1, name: 'Site options' }).waitFor();
  const section = page.getByRole('form', { name: form });
  await section.waitFor();
  return section;
}

interface PublicLook {
  theme: string | undefined;
  background: string;
  accentVar: string;
  markBackground: string | null;
  menu: string[];
  /** the title of a missing page (the not-found page) */
  missingTitle: string;
  /** its description: it has none of its own */
  missingDescription: string | null;
  /** the home page's title in the browser, and in the HTML the BFF served for `/` */
  homeTitle: string;
  servedHomeTitle: string | undefined;
  logo: { src: string; loaded: boolean } | null;
}

/**
 * The home page as a visitor sees it, in a fresh browser context (nothing cached). One more try
 * when a page does not come: a client build replaced while the page loads (another build on the
 * same checkout) makes its lazy chunks 404 for a moment (as support/panel.ts's readPublic).
 */
async function publicLook(colorScheme: 'light' | 'dark'): Promise<PublicLook> {
  try {
    return await publicLookOnce(colorScheme);
  } catch {
    return publicLookOnce(colorScheme);
  }
}

async function publicLookOnce(colorScheme: 'light' | 'dark'): Promise<PublicLook> {
  const visitor = await openWatchedPage(browser, { ...DESKTOP, colorScheme });
  try {
    await visitor.page.goto(`${origin}/`);
    await visitor.page.locator('main h1').first().waitFor();
    await visitor.page.waitForLoadState('networkidle');
    // the site may show options it inlined or read before: reload, as a returning visitor would
    await visitor.page.reload();
    await visitor.page.locator('main h1').first().waitFor();
    await visitor.page.waitForLoadState('networkidle');
    const look = await visitor.page.evaluate(async () => {
      const root = document.documentElement;
      const mark = document.querySelector('.site-header .brand__mark');
      const logo = document.querySelector<HTMLImageElement>('.site-header .brand__logo');
      return {
        theme: root.dataset.theme,
        background: getComputedStyle(document.body).backgroundColor,
        accentVar: getComputedStyle(root).getPropertyValue('--color-accent-bg').trim(),
        markBackground: mark ? getComputedStyle(mark).backgroundColor : null,
        menu: [...document.querySelectorAll('nav[aria-label="Main"] a')].map((a) =>
          (a.textContent ?? '').trim(),
        ),
        homeTitle: document.title,
        servedHomeTitle: /<title[^>]*>([^<]*)<\/title>/.exec(await (await fetch('/')).text())?.[1],
        logo: logo
          ? { src: logo.getAttribute('src') ?? '', loaded: logo.complete && logo.naturalWidth > 0 }
          : null,
      };
    });
    // a page without a description of its own, whose title goes through the site's template
    await visitor.page.goto(`${origin}/no-such-truck`);
    await visitor.page.locator('main h1').first().waitFor();
    await visitor.page.waitForLoadState('networkidle');
    const missing = await visitor.page.evaluate(() => ({
      missingTitle: document.title,
      missingDescription: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    }));
    assert.deepEqual(visitor.problems, [], `the public page (${colorScheme}) logged no errors`);
    return { ...look, ...missing };
  } finally {
    await visitor.close();
  }
}

test('a colour, a header menu item and the SEO settings changed in the panel show on the public site, light and dark', async () => {
  const before = await publicLook('light');
  assert.ok(before.menu.includes('Cuisines'), `the demo header has “Cuisines”: ${before.menu.join(', ')}`);

  const colours = await openSection('colours', 'Colours');
  const accent = colours.getByRole('textbox', { name: /^Accent background/ });
  await accent.fill(ACCENT);
  await accent.press('Escape');
  await colours.getByText(/Every text meets WCAG AA/).waitFor();
  await colours.getByRole('button', { name: 'Save colours' }).click();
  await expectToast(page, 'Colours saved');

  const menus = await openSection('menus', 'Menus');
  const cuisines = menus.getByRole('group', { name: /^Header item \d+: Cuisines$/ });
  await cuisines.getByRole('textbox', { name: 'Label' }).fill('Street food');
  // a javascript: address is refused before anything is sent
  await menus.getByRole('button', { name: 'Add a link to the footer' }).click();
  const added = menus.getByRole('group', { name: /^Footer item \d+:/ }).last();
  await added.getByRole('textbox', { name: 'Label' }).fill('Trap');
  await added.getByText('An address').click();
  await added.getByRole('textbox', { name: 'Address' }).fill('javascript:alert(1)');
  await added.getByText(/Use https:\/\/…, http:\/\/…, mailto:… or tel:…/).waitFor();
  await menus.getByRole('button', { name: 'Save menus' }).click();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-sonner-toast]').filter({ hasText: 'Menus saved' }).count(), 0);
  await added.getByRole('button', { name: 'Actions for Trap' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await menus.getByRole('button', { name: 'Save menus' }).click();
  await expectToast(page, 'Menus saved');

  const seo = await openSection('seo', 'SEO');
  await seo.getByRole('textbox', { name: /^Title for search engines/ }).fill(SEO_TITLE);
  await seo.getByRole('textbox', { name: /^Description/ }).fill(SEO_DESCRIPTION);
  await seo.getByRole('textbox', { name: /^Page title template/ }).fill(SEO_TEMPLATE);
  await seo
    .getByTestId('seo-preview-title')
    .filter({ hasText: 'About us — Rolling Kitchens Collective (Riverside)' })
    .waitFor();
  await seo.getByRole('button', { name: 'Save SEO settings' }).click();
  await expectToast(page, 'SEO settings saved');

  for (const scheme of ['light', 'dark'] as const) {
    const look = await publicLook(scheme);
    assert.equal(look.theme, scheme, `the site follows the ${scheme} device setting`);
    assert.equal(look.accentVar, ACCENT, `${scheme}: the new accent colour is the site's variable`);
    assert.equal(look.markBackground, ACCENT_RGB, `${scheme}: the header's logo mark is painted with it`);
    assert.ok(
      look.menu.includes('Street food'),
      `${scheme}: the header shows “Street food”: ${look.menu.join(', ')}`,
    );
    assert.ok(!look.menu.includes('Cuisines'), `${scheme}: and no longer “Cuisines”`);
    assert.ok(!look.menu.includes('Trap'));
    assert.equal(look.homeTitle, SEO_TITLE, `${scheme}: the home page's title is the new SEO title`);
    assert.equal(look.servedHomeTitle, SEO_TITLE, `${scheme}: and so is the title crawlers get`);
    assert.equal(
      look.missingTitle,
      'Page not found — Rolling Kitchens Collective (Riverside)',
      `${scheme}: titles follow the SEO title template`,
    );
    assert.equal(
      look.missingDescription,
      SEO_DESCRIPTION,
      `${scheme}: the SEO description is the default one`,
    );
  }
  const [light, dark] = [await publicLook('light'), await publicLook('dark')];
  assert.notEqual(light.background, dark.background, 'the two themes differ');
  assert.deepEqual(problems, []);
});

test('a logo uploaded by drag and drop in the media picker shows in the public header', async () => {
  const png = await sharp({
    create: { width: 240, height: 240, channels: 3, background: { r: 29, g: 78, b: 216 } },
  })
    .png()
    .toBuffer();
  const general = await openSection('general', 'General');
  await general.getByRole('button', { name: 'Choose logo' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose logo' });
  await picker.getByText('No images yet. Upload the first one.').waitFor();
  await picker.getByRole('tab', { name: 'Upload' }).click();
  await picker.getByText('at most 20 MB each', { exact: false }).waitFor();

  const zone = picker.getByTestId('media-dropzone');
  const drop = async (name: string, type: string, base64: string) => {
    const transfer = await page.evaluateHandle(
      ({ name, type, base64 }) => {
        const data = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], name, { type }));
        return data;
      },
      { name, type, base64 },
    );
    await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
  };
  await drop('menu.txt', 'text/plain', Buffer.from('not an image').toString('base64'));
  await picker.getByRole('alert').filter({ hasText: '“menu.txt” is not an image' }).waitFor();
  await drop('logo.png', 'image/png', png.toString('base64'));

  const uploads = picker.getByRole('list', { name: 'Uploads' });
  await uploads.getByText('Uploaded').waitFor({ timeout: 20_000 });
  assert.equal(
    await uploads.getByRole('progressbar', { name: 'Upload of logo.png' }).getAttribute('aria-valuenow'),
    '100',
  );
  // the image's own alt text, on its row
  await uploads.getByRole('textbox', { name: 'Alt text of logo.png' }).fill('Rolling Kitchens logo');
  await uploads.getByRole('button', { name: 'Save alt text of logo.png' }).click();
  await expectToast(page, 'Alt text of logo.png saved');
  await uploads.getByRole('button', { name: 'Use this image' }).click();
  await picker.waitFor({ state: 'hidden' });
  const preview = general.getByRole('img', { name: 'Rolling Kitchens logo' });
  await preview.waitFor();
  assert.match((await preview.getAttribute('src')) ?? '', /^\/media\/localhost\/library\/[^/]+\.webp$/);
  await general.getByRole('button', { name: 'Save general options' }).click();
  await expectToast(page, 'General options saved');

  for (const scheme of ['light', 'dark'] as const) {
    const look = await publicLook(scheme);
    assert.ok(look.logo, `${scheme}: the header shows a logo`);
    assert.match(look.logo.src, /^\/media\/localhost\/library\/[^/]+\.webp$/);
    assert.ok(look.logo.loaded, `${scheme}: the logo image loads`);
  }

  // the library now holds it: the picker finds it by its alt text
  await general.getByRole('button', { name: 'Change logo' }).click();
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill('rolling kitchens');
  await picker.getByText('1 image matching “rolling kitchens”').waitFor();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  assert.deepEqual(problems, []);
});

for (const viewport of [
  { name: 'desktop', device: DESKTOP, scheme: 'light' as const },
  { name: 'phone', device: PHONE, scheme: 'dark' as const },
]) {
  test(`no serious or critical axe violation on the site options screen and the media picker (${viewport.name}, ${viewport.scheme})`, async () => {
    // bypassCSP only lets this test inject axe-core
    const staff = await browser.newContext({
      ...viewport.device,
      colorScheme: viewport.scheme,
      bypassCSP: true,
    });
    const screen = await staff.newPage();
    const found: string[] = [];
    try {
      await screen.goto(`${origin}/team-login`);
      await screen.getByRole('textbox', { name: 'Email' }).fill(OWNER.email);
      await screen.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
      await screen.getByRole('button', { name: 'Sign in', exact: true }).click();
      await screen.waitForURL(`${origin}/panel`);
      for (const [hash, form] of [
        ['general', 'General'],
        ['colours', 'Colours'],
        ['menus', 'Menus'],
        ['socials', 'Social links'],
        ['error-page', 'Error page'],
        ['seo', 'SEO'],
        ['site-map', 'Site map'],
      ] as const) {
        await screen.goto(`${origin}/panel/site-options#${hash}`);
        await screen.getByRole('form', { name: form }).waitFor();
        await screen.waitForLoadState('networkidle');
        found.push(...(await seriousAxeViolations(screen)).map((v) => `#${hash}: ${v}`));
      }
      // with a contrast warning showing; the previews paint the poor colour on purpose (they are a
      // picture of the site, role="img", and the report beside them says it in words): left out
      await screen.goto(`${origin}/panel/site-options#colours`);
      const colours = screen.getByRole('form', { name: 'Colours' });
      await colours.getByRole('textbox', { name: /^Accent text/ }).fill('#ffb070');
      await screen.getByRole('heading', { level: 1, name: 'Site options' }).click();
      await colours.getByTestId('contrast-report').filter({ hasText: 'hard to read' }).waitFor();
      found.push(
        ...(await seriousAxeViolations(screen, ['.site-preview'])).map((v) => `colours with a warning: ${v}`),
      );
      await colours.getByRole('button', { name: 'Discard changes' }).click();

      await screen.goto(`${origin}/panel/site-options#analytics`);
      await screen.getByRole('button', { name: 'Add an item' }).click();
      await screen.getByRole('dialog', { name: 'New analytics item' }).waitFor();
      await animationsSettled(screen);
      found.push(...(await seriousAxeViolations(screen)).map((v) => `analytics dialog: ${v}`));
      await screen.keyboard.press('Escape');

      await screen.goto(`${origin}/panel/site-options#general`);
      // the demo sites have a favicon: its button offers a change
      await screen.getByRole('button', { name: 'Change favicon' }).click();
      const picker = screen.getByRole('dialog', { name: 'Choose favicon' });
      await picker.getByText(/^\d+ images?$/).waitFor();
      await animationsSettled(screen);
      found.push(...(await seriousAxeViolations(screen)).map((v) => `picker, library: ${v}`));
      await picker.getByRole('tab', { name: 'Upload' }).click();
      await picker.getByRole('button', { name: 'Choose images' }).waitFor();
      // a refused file's row
      await picker.locator('input[type=file]').setInputFiles({
        name: 'menu.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await picker.getByRole('alert').filter({ hasText: 'is not an image' }).waitFor();
      found.push(...(await seriousAxeViolations(screen)).map((v) => `picker, upload: ${v}`));
    } finally {
      await staff.close();
    }
    assert.deepEqual(found, []);
  });
}

/**
 * Issue 8's "done when", as one journey against the real platform: the owner opens a brand-new
 * truck's site from the panel alone — create-domain (an empty site), switch to it, set its
 * colours, a header and a footer menu, an inline analytics script and its SEO title — and a
 * visitor on that host then gets a branded, published site on desktop (light) and phone (dark):
 * the colours, the menus, the analytics script run under the site's CSP, the SEO title, a valid
 * site map naming the home page, and a robots.txt that points to it.
 *
 * With NEW_SITE_SCREENSHOTS=<folder>, the public pages are saved as PNGs to look at.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { expectToast, watchProblems } from './support/panel.ts';
import { DESKTOP, openWatchedPage, PHONE } from './support/public-pages.ts';
import { signedInStage } from './support/stage.ts';

const HOST = 'bao.localhost';
const NAME = 'Bao Bus';
const ACCENT = '#b91c1c';
const SEO_TITLE = 'Bao Bus — steamed buns on wheels';

const { platform, browser, origin, page } = await signedInStage();
const problems = watchProblems(page);

async function openSection(hash: string, form: string) {
  await page.goto(`${origin}/panel/site-options#${hash}`);
  await page.getByRole('heading', { level: 1, name: 'Site options' }).waitFor();
  const section = page.getByRole('form', { name: form });
  await section.waitFor();
  return section;
}

async function setUpFromThePanel(): Promise<void> {
  await page.goto(`${origin}/panel/create-domain`);
  const form = page.getByRole('form', { name: 'New domain' });
  await form.getByRole('textbox', { name: /Host name/ }).fill(HOST);
  await form.getByRole('textbox', { name: /Site name/ }).fill(NAME);
  assert.equal(
    await form.getByRole('radio', { name: /An empty site/ }).isChecked(),
    true,
    'empty by default',
  );
  await form.getByRole('button', { name: 'Create the site' }).click();
  await expectToast(page, `Site ${HOST} created`);
  const ready = page.getByRole('status').filter({ hasText: `${NAME} is ready` });
  await ready.getByRole('button', { name: `Switch the panel to ${HOST}` }).click();
  await page.waitForURL(`${origin}/panel`);
  assert.match(await page.getByRole('combobox', { name: 'Domain' }).inputValue(), /bao\.localhost/);

  const colours = await openSection('colours', 'Colours');
  const accent = colours.getByRole('textbox', { name: /^Accent background/ });
  await accent.fill(ACCENT);
  await accent.press('Escape');
  await colours.getByRole('button', { name: 'Save colours' }).click();
  await expectToast(page, 'Colours saved');

  const menus = await openSection('menus', 'Menus');
  await menus.getByRole('button', { name: 'Add a link to the header' }).click();
  const header = menus.getByRole('group', { name: /^Header item \d+:/ }).last();
  await header.getByRole('textbox', { name: 'Label' }).fill('Our buns');
  await header.getByText('A page').click();
  await header
    .getByRole('textbox', { name: 'Page' })
    .or(header.getByRole('combobox', { name: 'Page' }))
    .click();
  await page.getByRole('option', { name: /Home \(home\)/ }).click();
  await menus.getByRole('button', { name: 'Add a link to the footer' }).click();
  const footer = menus.getByRole('group', { name: /^Footer item \d+:/ }).last();
  await footer.getByRole('textbox', { name: 'Label' }).fill('Write to us');
  await footer.getByText('An address').click();
  await footer.getByRole('textbox', { name: 'Address' }).fill('mailto:hello@bao.example');
  await menus.getByRole('button', { name: 'Save menus' }).click();
  await expectToast(page, 'Menus saved');

  await page.goto(`${origin}/panel/site-options#analytics`);
  await page.getByRole('button', { name: 'Add an item' }).click();
  const item = page.getByRole('form', { name: 'Analytics item' });
  // the owner's own script (admins are offered the known services only)
  await item.getByRole('combobox', { name: 'What to add' }).click();
  await page.getByRole('option', { name: 'Script, meta tag or noscript block' }).click();
  await item.getByRole('textbox', { name: /^Name/ }).fill('Visit counter');
  await item
    .getByRole('textbox', { name: /^Inline code/ })
    .fill("document.documentElement.dataset.baoCounter = 'ran';");
  await item.getByRole('button', { name: 'Add item' }).click();
  await expectToast(page, 'Analytics item added');

  const seo = await openSection('seo', 'SEO');
  await seo.getByRole('textbox', { name: /^Title for search engines/ }).fill(SEO_TITLE);
  await seo.getByRole('button', { name: 'Save SEO settings' }).click();
  await expectToast(page, 'SEO settings saved');
  assert.deepEqual(problems, [], 'the panel logged no errors');
}

test('an owner sets up a new truck site from the panel alone, and visitors get it branded', async () => {
  await setUpFromThePanel();
  const folder = process.env.NEW_SITE_SCREENSHOTS;
  if (folder) mkdirSync(folder, { recursive: true });
  const site = platform.origin(HOST);

  for (const [device, scheme] of [
    [DESKTOP, 'light'],
    [PHONE, 'dark'],
  ] as const) {
    const visitor = await openWatchedPage(browser, { ...device, colorScheme: scheme });
    try {
      await visitor.page.goto(`${site}/`);
      await visitor.page.locator('main h1').first().waitFor();
      await visitor.page.waitForFunction(() => document.documentElement.dataset.baoCounter === 'ran');
      // the footer lies below the first screen: it comes after the page's load (decision 050)
      await visitor.page.getByRole('contentinfo').getByRole('link', { name: 'Write to us' }).waitFor();
      const look = await visitor.page.evaluate(() => ({
        title: document.title,
        theme: document.documentElement.dataset.theme,
        accent: getComputedStyle(document.documentElement).getPropertyValue('--color-accent-bg').trim(),
        brand: document.querySelector('.site-header .brand__name')?.textContent?.trim(),
        footer: [...document.querySelectorAll('footer a')].map((a) => ({
          text: (a.textContent ?? '').trim(),
          href: a.getAttribute('href'),
        })),
      }));
      assert.equal(look.title, SEO_TITLE, `${scheme}: the SEO title`);
      assert.equal(look.theme, scheme);
      assert.equal(look.accent, ACCENT, `${scheme}: the new accent colour`);
      assert.equal(look.brand, NAME, `${scheme}: the header names the truck`);
      assert.ok(
        look.footer.some((a) => a.text === 'Write to us' && a.href === 'mailto:hello@bao.example'),
        `${scheme}: the footer link: ${JSON.stringify(look.footer)}`,
      );
      if (folder) {
        await visitor.page.screenshot({ path: join(folder, `bao-${scheme}.png`), fullPage: true });
      }
      if (device === PHONE) {
        await visitor.page.getByRole('button', { name: /menu/i }).first().click();
      }
      const link = visitor.page.getByRole('link', { name: 'Our buns' }).first();
      await link.waitFor();
      assert.equal(await link.getAttribute('href'), '/', `${scheme}: the header link goes home`);
      if (folder && device === PHONE) {
        await visitor.page.screenshot({ path: join(folder, `bao-${scheme}-menu.png`) });
      }
      assert.deepEqual(visitor.problems, [], `${scheme}: no console error, no CSP violation`);
    } finally {
      await visitor.close();
    }
  }

  // read in the browser: *.localhost resolves there, not in Node
  const crawler = await openWatchedPage(browser, DESKTOP);
  await crawler.page.goto(`${site}/robots.txt`);
  const { sitemap, robots } = await crawler.page.evaluate(async () => {
    const answer = await fetch('/sitemap.xml');
    const xml = await answer.text();
    // well-formed XML in the sitemaps namespace, or the parser says so
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return {
      sitemap: {
        status: answer.status,
        type: answer.headers.get('content-type'),
        xml,
        wellFormed: doc.getElementsByTagName('parsererror').length === 0,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        locs: [...doc.getElementsByTagNameNS(ns, 'loc')].map((loc) => loc.textContent),
      },
      robots: await (await fetch('/robots.txt')).text(),
    };
  });
  await crawler.close();
  assert.equal(sitemap.status, 200);
  assert.match(sitemap.type ?? '', /xml/);
  assert.ok(sitemap.wellFormed, sitemap.xml);
  assert.equal(sitemap.root, 'http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
  assert.deepEqual(sitemap.locs, [`${site}/`], 'the site map lists the published home page');
  assert.match(sitemap.xml, /<lastmod>\d{4}-\d\d-\d\d/);
  assert.match(robots, /Disallow: \/panel/);
});

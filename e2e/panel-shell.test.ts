/**
 * The panel shell against the real platform: the owner switches domain and everything reloads
 * for it; on a phone the navigation is a drawer; the theme switch drives the panel's colours.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, fillSignIn, OWNER, signedInContext } from './support/panel.ts';
import { stage } from './support/stage.ts';

const { browser, origin } = await stage();

test('the owner switches domain and the panel reloads for it', async () => {
  const { context, page } = await signedInContext(browser, origin);
  // the seeded owner's name is its role, not a person's: no "Welcome, Site"
  assert.equal(await page.getByRole('heading', { level: 1 }).first().textContent(), 'Welcome');
  const domain = page.getByRole('combobox', { name: 'Domain' });
  assert.match(await domain.inputValue(), /\(localhost\)/);
  // the header's box cuts a long name short: its title says it whole, the list shows it whole
  assert.equal(await domain.getAttribute('title'), 'Rolling Kitchens Collective (localhost)');
  assert.ok(
    await domain.evaluate((input) => input.scrollWidth > input.clientWidth),
    'the name is longer than the box (what this check is about)',
  );
  await domain.click();
  const clipped = await page
    .getByRole('option')
    .evaluateAll((options) =>
      options.filter((o) => o.scrollWidth > o.clientWidth + 1).map((o) => o.textContent),
    );
  assert.deepEqual(clipped, [], 'every domain is named whole in the list');
  await page.keyboard.press('Escape');
  await page.goto(`${origin}/panel/taxonomy`);
  await page.getByRole('cell', { name: 'Korean', exact: true }).waitFor();

  await domain.click();
  // the switch reloads /panel, where the page already is: wait for the new document itself
  const reloaded = page.waitForEvent('load');
  await page.getByRole('option', { name: /tacos\.localhost/ }).click();
  await reloaded;
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  await eventually(async () => /tacos\.localhost/.test(await domain.inputValue()), true, 'tacos is managed');
  await page.goto(`${origin}/panel/taxonomy`);
  await page.getByRole('cell', { name: 'Al pastor', exact: true }).waitFor();
  assert.equal(await page.getByRole('cell', { name: 'Korean', exact: true }).count(), 0);
  await context.close();
});

test('on a phone the navigation is a drawer, and the theme switch turns the panel dark', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(`${origin}/team-login`);
  await fillSignIn(page, OWNER.email, OWNER.password);
  await page.waitForURL(`${origin}/panel`);
  const faqLink = page.getByRole('navigation', { name: 'Panel sections' }).getByRole('link', { name: 'FAQ' });
  assert.equal(await faqLink.isVisible(), false, 'the navigation is closed on a phone');
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  await faqLink.click();
  await page.waitForURL(`${origin}/panel/faq`);
  await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
  await page.waitForFunction(() => {
    const link = [...document.querySelectorAll('#panel-navigation a')].find((a) => a.textContent === 'FAQ');
    return link ? link.getBoundingClientRect().right <= 0 || !link.checkVisibility() : false;
  });

  assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), 'light');
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  await page.locator('#panel-navigation').getByText('Dark', { exact: true }).click();
  await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme-preference')), 'dark');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), 'dark');
  await context.close();
});

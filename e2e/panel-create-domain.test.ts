/**
 * The create-domain screen against the real platform: the owner finds it in the navigation, a
 * taken host is refused on its field (409), then `copy.localhost` is created as a copy of
 * localhost; the new site opens in a new tab with its name as title, in its copyright line and
 * the copied members (the BFF learnt the host at once), without localhost's verification tag (not
 * asked for), and the panel switches to it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertIncludes, expectToast, watchProblems } from './support/panel.ts';
import { signedInStage } from './support/stage.ts';

const { platform, origin, context, page } = await signedInStage();
const problems = watchProblems(page, [409]);

test('the owner creates copy.localhost as a copy of localhost and opens it', async () => {
  // localhost proves itself to a search engine: a tag that names localhost's own account
  const tag = await context.request.post(`${origin}/api/analytics`, {
    headers: { 'x-csrf': '1' },
    data: {
      type: 'meta',
      tag_position: 'head',
      external_analytics: true,
      external_analytics_type: 'google-search-console',
      content: 'localhostVerification123',
    },
  });
  assert.equal(tag.status(), 201, await tag.text());

  await page
    .getByRole('navigation', { name: 'Panel sections' })
    .getByRole('link', { name: 'Create a domain' })
    .click();
  await page.waitForURL(`${origin}/panel/create-domain`);
  await page.getByRole('heading', { level: 1, name: 'Create a domain' }).waitFor();
  const form = page.getByRole('form', { name: 'New domain' });
  const host = form.getByRole('textbox', { name: /Host name/ });

  // a host that exists: the API's 409 on the field
  await host.fill('localhost');
  await form.getByRole('textbox', { name: /Site name/ }).fill('Copy Kitchens');
  await form.getByRole('button', { name: 'Create the site' }).click();
  await form.getByText(/already/i).waitFor();
  assert.equal(await host.getAttribute('aria-invalid'), 'true');

  await host.fill('copy.localhost');
  await form.getByRole('radio', { name: /A copy of one of your sites/ }).check();
  await form.getByRole('combobox', { name: /Site to copy/ }).click();
  await page.getByRole('option', { name: /\(localhost\)/ }).click();
  for (const type of ['Pages', 'Members', 'Blog']) {
    assert.equal(await form.getByRole('checkbox', { name: type, exact: true }).isChecked(), true, type);
  }
  assert.equal(
    await form.getByRole('checkbox', { name: /Copy its analytics and verification tags/ }).isChecked(),
    false,
    'trackers and verification tags are not copied unless asked for',
  );
  await form.getByRole('button', { name: 'Create the site' }).click();
  await expectToast(page, 'Site copy.localhost created');
  const ready = page.getByRole('status').filter({ hasText: 'Copy Kitchens is ready' });
  await ready.waitFor();
  if (process.env.CREATE_DOMAIN_SCREENSHOT) {
    await page.screenshot({ path: process.env.CREATE_DOMAIN_SCREENSHOT, fullPage: true });
  }

  const link = ready.getByRole('link', { name: /Open copy\.localhost/ });
  assert.equal(await link.getAttribute('href'), `${platform.origin('copy.localhost')}/`);
  const [site] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await site.waitForLoadState();
  assert.equal(site.url(), `${platform.origin('copy.localhost')}/`);
  await site.locator('main h1').first().waitFor({ timeout: 15_000 });
  await site.locator('main').getByText('Taco Loco').first().waitFor();
  await site.waitForFunction(() => document.title.includes('Copy Kitchens'));
  const text = ((await site.locator('#root').textContent()) ?? '').replace(/\s+/g, ' ');
  assertIncludes(text, 'Copy Kitchens');
  assertIncludes(text, 'Taco Loco');
  assert.equal(
    ((await site.getByRole('contentinfo').textContent()) ?? '').includes('© Copy Kitchens'),
    true,
    "the footer's copyright line names the copy",
  );
  assert.equal(
    await site.locator('meta[name="google-site-verification"]').count(),
    0,
    "localhost's verification tag stays localhost's",
  );
  await site.close();

  await ready.getByRole('button', { name: 'Switch the panel to copy.localhost' }).click();
  await page.waitForURL(`${origin}/panel`);
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  assert.match(await page.getByRole('combobox', { name: 'Domain' }).inputValue(), /copy\.localhost/);
  assert.deepEqual(problems, []);
});

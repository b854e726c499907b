/**
 * An axe-core scan of the staff screens (sign-in, panel home, a list, a new and an edit screen,
 * FAQ, tags, a success toast) on desktop and phone, light and dark: no serious or critical
 * violation.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seriousAxeViolations } from './support/axe.ts';
import { fillSignIn, OWNER } from './support/panel.ts';
import { animationsSettled } from './support/settled.ts';
import { stage } from './support/stage.ts';

const { browser, origin } = await stage();

const SCREENS: { path: string; heading: RegExp }[] = [
  { path: '/panel', heading: /Welcome/ },
  { path: '/panel/members', heading: /^Members$/ },
  { path: '/panel/members/new', heading: /^New member$/ },
  { path: '/panel/blog', heading: /^Blog$/ },
  { path: '/panel/faq', heading: /^FAQ$/ },
  { path: '/panel/taxonomy', heading: /^Tags and categories$/ },
  { path: '/panel/submissions', heading: /^Submissions$/ },
  { path: '/panel/users', heading: /^Users$/ },
  { path: '/panel/users/create', heading: /^New user$/ },
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900, scheme: 'light' as const },
  { name: 'phone', width: 390, height: 844, scheme: 'dark' as const },
]) {
  test(`no serious or critical axe violation on the staff screens (${viewport.name}, ${viewport.scheme})`, async () => {
    // bypassCSP only lets this test inject axe-core; the app itself runs under the CSP elsewhere
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme: viewport.scheme,
      bypassCSP: true,
    });
    const page = await context.newPage();
    const found: string[] = [];
    await page.goto(`${origin}/team-login`);
    await page.getByRole('heading', { level: 1, name: 'Team sign-in' }).waitFor();
    found.push(...(await seriousAxeViolations(page)).map((v) => `/team-login: ${v}`));
    await fillSignIn(page, OWNER.email, OWNER.password);
    await page.waitForURL(`${origin}/panel`);
    for (const screen of SCREENS) {
      await page.goto(`${origin}${screen.path}`);
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousAxeViolations(page)).map((v) => `${screen.path}: ${v}`));
    }
    const first = await page.evaluate(async () => {
      const answer = await (
        await fetch('/api/posts/by-type?type=2&limit=1', { headers: { 'x-csrf': '1' } })
      ).json();
      return answer.data[0].id as number;
    });
    await page.goto(`${origin}/panel/members/${first}`);
    await page.getByRole('heading', { level: 1, name: 'Edit member' }).waitFor();
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousAxeViolations(page)).map((v) => `edit member: ${v}`));
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.locator('[data-sonner-toast][data-type="success"]').waitFor();
    await animationsSettled(page); // the toast's entrance
    found.push(...(await seriousAxeViolations(page)).map((v) => `success toast: ${v}`));
    await page.goto(`${origin}/panel/faq`);
    await page.getByRole('button', { name: 'New question' }).click();
    await page.getByRole('dialog', { name: 'New question' }).waitFor();
    await animationsSettled(page); // the dialog's opening transition
    found.push(...(await seriousAxeViolations(page)).map((v) => `question dialog: ${v}`));
    await page.keyboard.press('Escape');
    await page.goto(`${origin}/panel/taxonomy`);
    await page.getByRole('button', { name: /Choose an icon/ }).click();
    await page.getByRole('group', { name: 'Icons' }).waitFor();
    await animationsSettled(page);
    found.push(...(await seriousAxeViolations(page)).map((v) => `icon picker: ${v}`));
    if (viewport.name === 'phone') {
      await page.goto(`${origin}/panel`);
      await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
      await page.getByRole('button', { name: 'Open the navigation' }).click();
      await page
        .getByRole('navigation', { name: 'Panel sections' })
        .getByRole('link', { name: 'FAQ' })
        .waitFor();
      found.push(...(await seriousAxeViolations(page)).map((v) => `navigation drawer: ${v}`));
    }
    assert.deepEqual(found, []);
    await context.close();
  });
}

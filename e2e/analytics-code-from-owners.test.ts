/**
 * Issue 23's attack, replayed in a browser: the admin of one truck's site writes an analytics
 * script that, run by an owner's browser, would create an owner account for the attacker. The
 * API refuses the script (code in pages comes from owners only), the panel offers the admin the
 * known services by their ids instead and says why, and what the admin adds reaches the public
 * page as the service's own tag, written by the BFF.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { expectToast, fillSignIn, OWNER, watchProblems } from './support/panel.ts';
import { DESKTOP } from './support/public-pages.ts';
import { stage } from './support/stage.ts';

let tacos: string;
const ADMIN = { email: 'tacos-only@collective.test', password: 'tacos-admin-password-1' };

const ATTACK = `setInterval(() => fetch('/api/users', { method: 'POST', headers: { 'x-csrf': '1',
  'x-site-context': 'panel', 'content-type': 'application/json' }, body: JSON.stringify({
  email: 'mallory@evil.test', firstname: 'M', lastname: 'E', role_id: 1, password: 'mallory-password-1' }) }), 1000);`;

const { platform, browser } = await stage();

before(async () => {
  tacos = platform.origin('tacos.localhost');
  // the owner makes an admin of the tacos site only (calls from the page: Node does not resolve
  // *.localhost, the browser does)
  const owner = await browser.newContext(DESKTOP);
  const page = await owner.newPage();
  await page.goto(`${tacos}/team-login`);
  await fillSignIn(page, OWNER.email, OWNER.password);
  await page.waitForURL(`${tacos}/panel`);
  const created = await page.evaluate(async (admin) => {
    const panel = { 'x-csrf': '1', 'x-site-context': 'panel', 'content-type': 'application/json' };
    const domains = (await (await fetch('/api/options/domains', { headers: panel })).json()) as {
      id: number;
      host: string;
    }[];
    const tacosId = domains.find((domain) => domain.host === 'tacos.localhost')?.id;
    const answer = await fetch('/api/users', {
      method: 'POST',
      headers: panel,
      body: JSON.stringify({
        ...admin,
        firstname: 'Tia',
        lastname: 'Tacos',
        role_id: 2,
        domain_ids: [tacosId],
      }),
    });
    return `${answer.status} ${await answer.text()}`;
  }, ADMIN);
  assert.match(created, /^201 /);
  await owner.close();
});

test('a site admin cannot put code into pages; the known services are offered instead', async () => {
  const context: BrowserContext = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  const problems = watchProblems(page, [403]);
  await page.goto(`${tacos}/team-login`);
  await fillSignIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL(`${tacos}/panel`);

  // the attack of the issue, straight to the API: refused, nothing stored
  const answers = await page.evaluate(async (attack) => {
    const statuses: number[] = [];
    for (const item of [
      { type: 'script', tag_position: 'body', code: attack },
      { type: 'script', tag_position: 'head', src: 'https://evil.example/x.js' },
      { type: 'noscript', tag_position: 'body', code: '<img src="https://evil.example/p.gif">' },
    ]) {
      const answer = await fetch('/api/analytics', {
        method: 'POST',
        headers: { 'x-csrf': '1', 'x-site-context': 'panel', 'content-type': 'application/json' },
        body: JSON.stringify(item),
      });
      statuses.push(answer.status);
    }
    const stored = (await (await fetch('/api/analytics')).json()) as { data: unknown[] };
    return { statuses, stored: stored.data.length };
  }, ATTACK);
  assert.deepEqual(answers, { statuses: [403, 403, 403], stored: 0 }, 'refused, nothing stored');

  // the screen: own code is not offered to an admin, and it says why
  await page.goto(`${tacos}/panel/site-options#analytics`);
  await page
    .getByText(/only an owner may add or change them/)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Add an item' }).click();
  const form = page.getByRole('form', { name: 'Analytics item' });
  await form.getByRole('combobox', { name: 'What to add' }).click();
  const own = page.getByRole('option', { name: 'Script, meta tag or noscript block' });
  assert.equal(await own.getAttribute('aria-disabled'), 'true', 'own code is not offered');
  await page.getByRole('option', { name: 'Google Search Console verification' }).click();
  await form.getByRole('textbox', { name: /^Verification token/ }).fill('"><script>alert(1)</script>');
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.getByText(/The content of the google-site-verification meta tag Google gives, e\.g\./).waitFor();
  await form.getByRole('textbox', { name: /^Verification token/ }).fill('tacos-verification-token');
  await form.getByRole('button', { name: 'Add item' }).click();
  await expectToast(page, 'Analytics item added');
  assert.deepEqual(problems, [], 'the panel logged no errors');
  await context.close();

  // a visitor gets the service's own tag, written by the BFF
  const visitor = await browser.newPage();
  await visitor.goto(`${tacos}/`);
  const verification = visitor.locator('meta[name="google-site-verification"][data-analytics-item]');
  assert.equal(await verification.getAttribute('content'), 'tacos-verification-token');
  await visitor.close();
});

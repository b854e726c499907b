/**
 * Staff on an origin of their own (PANEL_HOST, decision 033), in a browser: a site's "Team login"
 * leads to the staff host, which signs in on that site; a script in the site's pages — here one
 * an owner put there, as issue 23's attacker would have — runs in a visitor's and the owner's
 * browser alike without a session to act with, so the account it tries to make is never made;
 * the panel's links to the site's pages go to the site's own address.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium.ts';
import { eventually, fillSignIn, OWNER } from './support/panel.ts';
import { type Platform, startPlatform } from './support/platform.ts';
import { DESKTOP } from './support/public-pages.ts';

let platform: Platform;
let browser: Browser;
let tacos: string;
let staff: string;

const ATTACK =
  "window.attack = 'sent'; fetch('/api/users', { method: 'POST', headers: { 'x-csrf': '1', " +
  "'x-site-context': 'panel', 'content-type': 'application/json' }, body: JSON.stringify({ " +
  "email: 'mallory@evil.test', firstname: 'M', lastname: 'E', role_id: 1, password: 'mallory-password-1' }) })" +
  '.then((answer) => { window.attack = answer.status; });';

before(async () => {
  platform = await startPlatform({ PANEL_HOST: 'panel.localhost' });
  browser = await launchChromium();
  tacos = platform.origin('tacos.localhost');
  staff = platform.origin('panel.localhost');
});

after(async () => {
  await browser?.close();
  await platform?.stop();
});

test('staff work on the staff host; a script in a site’s pages finds no session there', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();

  // the site's footer leads to the staff host, which signs in on that site
  await page.goto(`${tacos}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Team login' }).click();
  await page.waitForURL(`${staff}/team-login?site=tacos.localhost`);
  await fillSignIn(page, OWNER.email, OWNER.password);
  await page.waitForURL(`${staff}/panel`);
  const domain = page.getByRole('combobox', { name: 'Domain' });
  await eventually(async () => /tacos\.localhost/.test(await domain.inputValue()), true, 'tacos is managed');

  // a script in every tacos page that tries to make an owner with whatever session it finds
  const added = await page.evaluate(async (code) => {
    const answer = await fetch('/api/analytics', {
      method: 'POST',
      headers: { 'x-csrf': '1', 'x-site-context': 'panel', 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'script', tag_position: 'body', code }),
    });
    return answer.status;
  }, ATTACK);
  assert.equal(added, 201);

  // the owner, signed in, opens the site: the script runs, and is refused for want of a session
  const visit = await context.newPage();
  await visit.goto(`${tacos}/about`);
  await visit.waitForFunction(() => typeof (window as { attack?: unknown }).attack === 'number');
  const status = await visit.evaluate(() => (window as unknown as { attack: number }).attack);
  assert.ok(status === 401 || status === 403, `the script's call was answered ${status}`);
  // and staff screens on the site's host send the browser to the staff host
  await visit.goto(`${tacos}/panel/users`);
  assert.equal(new URL(visit.url()).origin, staff, 'the panel lives on the staff host');

  const users = await page.evaluate(async () => {
    const answer = await fetch('/api/users', { headers: { 'x-site-context': 'panel' } });
    return JSON.stringify(await answer.json());
  });
  assert.doesNotMatch(users, /mallory/, 'no account was made');

  // the panel's links to the site's pages use the site's address
  const about = await page.evaluate(async () => {
    const answer = await fetch('/api/posts/by-url?url=/about', { headers: { 'x-site-context': 'panel' } });
    return ((await answer.json()) as { data: { id: number } }).data.id;
  });
  await page.goto(`${staff}/panel/pages/${about}`);
  const view = page.getByRole('link', { name: 'View on the site' });
  assert.equal(await view.getAttribute('href'), `${tacos}/about`);
  await context.close();
});

/**
 * The SPA loads in a real browser through the BFF under its Content-Security-Policy, with no
 * console error and no CSP violation, on two demo hosts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stage } from './support/stage.ts';

const { platform, browser } = await stage();

for (const host of ['localhost', 'tacos.localhost']) {
  test(`the app shell renders on ${host} under the CSP`, async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      const url = new URL(response.url());
      // the expected 4xx: the page itself (404 status) and the read of the post at this unknown
      // path, which makes the 404 page
      const missingPage =
        response.status() === 404 &&
        ((url.pathname === '/api/posts/by-url' && url.searchParams.get('url') === '/some/client/route') ||
          (response.request().resourceType() === 'document' && url.pathname === '/some/client/route'));
      if (response.status() >= 400 && !missingPage) problems.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(`${platform.origin(host)}/some/client/route`);
    assert.equal(response?.status(), 404, 'no page at this url: the SPA shell with a 404 status');
    assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // an unknown client route is the site's 404 page, in the site's own shell
    await page.getByText('Page not found: /some/client/route').waitFor();
    await page.getByRole('link', { name: 'Take me home' }).waitFor();
    await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).waitFor();
    assert.deepEqual(problems, [], 'no console errors or CSP violations');
    const session = await page.evaluate(async () => (await fetch('/bff/session')).json());
    assert.deepEqual(session, { authenticated: false });
    const cookies = await page.evaluate(() => document.cookie);
    assert.equal(cookies, '', 'no cookie is readable by JavaScript');
    await page.close();
  });
}

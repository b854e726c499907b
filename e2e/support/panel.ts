/** Steps the staff-panel journeys share: sign in, wait for a toast, read the public site. */
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const OWNER = { email: 'owner@collective.test', password: 'correct-horse-battery' };

/** Console errors and failed requests of the app (4xx answers the journey expects are listed). */
export function watchProblems(page: Page, expectedStatuses: readonly number[] = []): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 500) problems.push(`${status} ${response.url()}`);
    else if (
      status >= 400 &&
      !expectedStatuses.includes(status) &&
      !response.url().endsWith('/favicon.ico')
    ) {
      problems.push(`${status} ${response.url()}`);
    }
  });
  return problems;
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /team-login and signs in as the owner; resolves on the panel home. */
export async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/team-login`);
  await fillSignIn(page, OWNER.email, OWNER.password);
  await page.waitForURL(`${origin}/panel`);
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
}

export async function signedInContext(
  browser: Browser,
  origin: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, origin);
  return { context, page };
}

/** The post at `url` of the signed-in site, read through the BFF from the page. */
export function postAt(page: Page, url: string): Promise<{ id: number }> {
  return page.evaluate(async (address) => {
    const answer = await fetch(`/api/posts/by-url?url=${encodeURIComponent(address)}`, {
      headers: { 'x-csrf': '1' },
    });
    return (await answer.json()).data as { id: number };
  }, url);
}

/**
 * Waits for a toast (sonner) with this text. 30 s: the toast follows its request, which two
 * journey files side by side on two cores can hold past 10 s (CI saw a sign-out's toast at 10 s).
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout: 30_000 });
}

/**
 * The box of a toast once sonner's slide-in is over: it enters from above the viewport, so a box
 * read at once sits higher than where the toast stays. Two equal boxes a frame apart end the wait.
 */
export async function settledToastBox(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]').first();
  await toast.waitFor();
  let last = await toast.boundingBox();
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const box = await toast.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.height === last.height) return box;
    last = box;
  }
  throw new Error(`the toast did not settle: last box ${JSON.stringify(last)}`);
}

/**
 * One visitor's tab per browser, kept for every public read: opening a tab costs Chromium about
 * 1.7 CPU-seconds on this machine and a new context 3.6, against 0.6 for loading a page in a tab
 * that is already open (session 14's probe), and the journeys read the public site hundreds of
 * times. A read is still a fresh visitor: a full load starts a new document (no data kept in
 * memory), the cookies go first, and the BFF's pages and reads are not kept by the browser's cache
 * (`no-cache`, no validators); only the hashed assets are.
 */
const readers = new WeakMap<Browser, Promise<Page>>();

function readerOf(browser: Browser): Promise<Page> {
  let reader = readers.get(browser);
  if (!reader) {
    reader = browser.newContext().then((context) => context.newPage());
    readers.set(browser, reader);
  }
  return reader;
}

/**
 * Reads a public page as a new visitor, once the whole page is there. One more try when its first
 * heading does not come: a client build replaced while the page loads (another build on the same
 * checkout) makes its lazy chunks 404 for a moment.
 */
async function readPublic<T>(browser: Browser, url: string, read: (page: Page) => Promise<T>): Promise<T> {
  const page = await readerOf(browser);
  for (let attempt = 1; ; attempt++) {
    try {
      await page.context().clearCookies();
      await page.goto(url);
      await page.locator('main h1, #root h1').first().waitFor({ timeout: 15_000 });
      // a tab's first page commits its first screen alone and the rest (the footer last) once
      // that was painted (client/src/routing/first-screen.ts): read the page once it is whole
      await page.locator('#root footer').first().waitFor({ timeout: 15_000 });
      // and once no part of it is still loading: every loading state of the public site says so
      // with aria-busy (the page skeleton, lists, the FAQ, the catering form). Not the network
      // falling idle: after the footer the page preloads its links' pages, which is not this
      // page, and waiting out those 500 ms cost every read ~0.6 s and ~1 CPU-second
      await page.waitForFunction(() => !document.querySelector('#root [aria-busy="true"]'), undefined, {
        timeout: 15_000,
      });
      return await read(page);
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** The text of a public page, folded parts (answers in <details>) included. */
export function publicText(browser: Browser, url: string): Promise<string> {
  return readPublic(browser, url, async (page) =>
    ((await page.locator('#root').textContent()) ?? '').replace(/\s+/g, ' '),
  );
}

/** The headings of a public page's main content, in order. */
export function publicHeadings(browser: Browser, url: string): Promise<string[]> {
  return readPublic(browser, url, async (page) =>
    (await page.locator('main').getByRole('heading').allInnerTexts()).map((t) => t.trim()),
  );
}

export function assertIncludes(text: string, part: string, message?: string): void {
  assert.ok(
    text.includes(part),
    message ?? `expected the page to show “${part}”, it shows:\n${text.slice(0, 600)}`,
  );
}

export function assertExcludes(text: string, part: string, message?: string): void {
  assert.ok(!text.includes(part), message ?? `expected the page not to show “${part}”`);
}

/** Polls until `read` returns what is expected (lists shown while a new read is on its way). */
export async function eventually<T>(
  read: () => Promise<T>,
  expected: T,
  message: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected)) {
    if (Date.now() > deadline) assert.deepEqual(last, expected, message);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
}

/**
 * Helpers of the public-site journeys: pages that record console errors, page errors and every
 * script they load, and a signed-in API session for journeys that need content of their own.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console errors and uncaught page errors */
  problems: string[];
  /** URLs of every script the page requested */
  scripts: string[];
  close(): Promise<void>;
}

/** A 404 answer of the by-url read is how a missing page looks; Chromium logs it as an error. */
const EXPECTED_CONSOLE = /Failed to load resource: the server responded with a status of 404/;

export async function openWatchedPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { page, context, problems, scripts, close: () => context.close() };
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
export const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** Signs the owner in through the BFF (cookies land in the context) for journeys that add content. */
export async function signInOwner(context: BrowserContext, origin: string): Promise<void> {
  const response = await context.request.post(`${origin}/api/auth/login`, {
    headers: { 'x-csrf': '1', origin },
    data: { email: 'owner@collective.test', password: 'correct-horse-battery' },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

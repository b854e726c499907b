/**
 * What every journey file starts with: the whole platform (like `npm start`) and Chromium, and,
 * for the panel's journeys, the owner signed in in a page of its own. A file takes its stage with
 * one top-level `await`, before its tests; the stage registers its own `after` to stop what it
 * started, so no journey copies the set-up and the tear-down.
 */
import { after } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { signedInContext } from './panel.ts';
import { type Platform, startPlatform } from './platform.ts';

export interface Stage {
  platform: Platform;
  browser: Browser;
  /** the main demo site, http://localhost:{port} */
  origin: string;
}

export interface SignedInStage extends Stage {
  /** the owner's browser context, signed in on `origin` */
  context: BrowserContext;
  page: Page;
}

/** The platform and Chromium for this journey file, stopped after its last test. */
export async function stage(env: Record<string, string> = {}): Promise<Stage> {
  const started = await startStage(env);
  after(() => stopStage(started));
  return started;
}

/** `stage()` with the owner signed in on the main demo site, in a desktop page. */
export async function signedInStage(): Promise<SignedInStage> {
  const started = await startStage();
  const signedIn = { ...started, ...(await signedInContext(started.browser, started.origin)) };
  after(async () => {
    await signedIn.context.close();
    await stopStage(started);
  });
  return signedIn;
}

async function startStage(env: Record<string, string> = {}): Promise<Stage> {
  const platform = await startPlatform(env);
  try {
    return { platform, browser: await launchChromium(), origin: platform.origin() };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}

async function stopStage({ platform, browser }: Stage): Promise<void> {
  await browser.close();
  await platform.stop();
}

/** What every journey file starts with: the whole platform (like `npm start`) and Chromium. */
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { type Platform, startPlatform } from './platform.ts';

export async function startStage(): Promise<{ platform: Platform; browser: Browser; origin: string }> {
  const platform = await startPlatform();
  const browser = await launchChromium();
  return { platform, browser, origin: platform.origin() };
}

export async function stopStage(platform: Platform | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await platform?.stop();
}

/**
 * A panel screen in its four looks — desktop and phone, light and dark — each scanned by axe and,
 * when `folder` is given, photographed as `{name}-{device}-{scheme}.png`. One signed-in context
 * for the four (bypassCSP only lets the scan's script in): the viewport and the colour scheme
 * change in place, the screen is loaded again for each.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe.ts';
import { signIn, watchProblems } from './panel.ts';
import { DESKTOP, PHONE } from './public-pages.ts';

export interface FourLooks {
  /** serious or critical axe violations, each prefixed with its look */
  violations: string[];
  /** console errors and failed requests while the screen was shown */
  problems: string[];
}

export async function scanFourLooks(
  browser: Browser,
  origin: string,
  screen: { path: string; name: string; ready: (page: Page) => Promise<void> },
  folder?: string,
): Promise<FourLooks> {
  if (folder) mkdirSync(folder, { recursive: true });
  const context = await browser.newContext({ ...DESKTOP, bypassCSP: true });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const violations: string[] = [];
  try {
    await signIn(page, origin);
    for (const [device, viewport] of [
      ['desktop', DESKTOP.viewport],
      ['phone', PHONE.viewport],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${origin}${screen.path}`);
        await screen.ready(page);
        if (folder) {
          await page.screenshot({
            path: join(folder, `${screen.name}-${device}-${scheme}.png`),
            fullPage: true,
          });
        }
        violations.push(...(await seriousAxeViolations(page)).map((v) => `${device} ${scheme}: ${v}`));
      }
    }
  } finally {
    await context.close();
  }
  return { violations, problems };
}

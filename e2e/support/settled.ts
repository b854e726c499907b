/**
 * Waits for what moves on the page to arrive where it stays — a drawer or dialog sliding in, a
 * toast's entrance, a theme's colour transition — before a screenshot or an axe scan reads it,
 * instead of a fixed wait that is too short on a loaded machine and too long on a quiet one.
 * Endless animations (a spinner, a skeleton's pulse) never end, so they do not count.
 */
import type { Page } from 'playwright-core';

export async function animationsSettled(page: Page, timeoutMs = 5_000): Promise<void> {
  // two frames first: a transition started by the last click or resize begins on the next frame
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: timeoutMs, polling: 'raf' },
  );
}
